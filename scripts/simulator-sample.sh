#!/bin/sh
# Regenerates public/simulator/sample-call.mp3, the recording every simulated call links to (speech synthesized
# with espeak-ng, joined and encoded with sox: `apt-get install espeak-ng sox libsox-fmt-mp3`).
set -e
tmp=$(mktemp -d)
espeak-ng -v en-us -s 150 -w "$tmp/agent.wav" "Hello, this is your Switchboard agent. This is a simulated call, so nobody was dialed. Your first call worked."
espeak-ng -v en-us+f3 -s 160 -w "$tmp/customer.wav" "Great, thank you. Goodbye."
sox "$tmp/agent.wav" "$tmp/customer.wav" -r 16000 -c 1 -C 32 "$(dirname "$0")/../public/simulator/sample-call.mp3"
rm -rf "$tmp"
