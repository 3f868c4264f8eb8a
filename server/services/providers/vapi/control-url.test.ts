import { describe, expect, it } from 'vitest';
import { isVapiControlUrl } from './control-url';

const BASE = 'https://api.vapi.ai';
const LOCAL = 'http://127.0.0.1:4455';

describe('isVapiControlUrl', () => {
  it.each([
    // url, configured base, posted to
    ['https://phone-call-websocket.aws-us-west-2-backend-production1.vapi.ai/0000/control', BASE, true],
    ['https://aws-us-west-2-production1-phone-call-websocket.vapi.ai/x/control', BASE, true],
    ['https://api.vapi.ai/call/x/control', BASE, true],
    ['https://VAPI.AI/x/control', BASE, true],
    ['http://phone-call-websocket.vapi.ai/x/control', BASE, false], // not https
    ['https://phone-call-websocket.vapi.ai:8443/x/control', BASE, false], // another port
    ['https://vapi.ai.evil.example/x/control', BASE, false],
    ['https://evilvapi.ai/x/control', BASE, false],
    ['https://user:pw@phone-call-websocket.vapi.ai/x/control', BASE, false],
    ['http://169.254.169.254/latest/meta-data', BASE, false],
    ['http://127.0.0.1:4455/vapi-call-1/control', BASE, false],
    ['http://127.0.0.1:4455/vapi-call-1/control', LOCAL, true], // the configured (local) Vapi
    ['http://127.0.0.1:4456/vapi-call-1/control', LOCAL, false], // the same host, another port
    ['http://localhost:4455/vapi-call-1/control', LOCAL, false],
    ['file:///etc/passwd', BASE, false],
    ['not a url', BASE, false],
    ['', BASE, false],
  ])('%s (base %s) → %s', (url, base, expected) => {
    expect(isVapiControlUrl(url, base)).toBe(expected);
  });
});
