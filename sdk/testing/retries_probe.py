"""Drives switchboard_sdk.retries against the test's planned server: prints one JSON line per case."""

import asyncio
import json
import sys

import httpx

from switchboard_sdk import AuthenticatedClient
from switchboard_sdk.api.agents import list_agents
from switchboard_sdk.retries import AsyncRetryTransport, RetryTransport

base = sys.argv[1]
case = sys.argv[2]
client = AuthenticatedClient(base_url=base, token="k", httpx_args={"transport": RetryTransport(retries=3)})
if case == "keyed-write":
    r = client.get_httpx_client().post("/api/v1/calls", json={"agent_id": 1, "phone_number": "+14155550123"})
    print(json.dumps({"status": r.status_code}))
elif case == "unkeyed-write":
    bare = httpx.Client(base_url=base, transport=RetryTransport(idempotency_keys=False))
    print(json.dumps({"status": bare.post("/api/v1/calls", json={}).status_code}))
elif case == "generated-read":
    r = list_agents.sync_detailed(client=client)
    print(json.dumps({"status": r.status_code}))
elif case == "gives-up":
    r = httpx.Client(base_url=base, transport=RetryTransport(retries=2)).get("/api/v1/agents")
    print(json.dumps({"status": r.status_code}))
elif case == "async-read":
    async def main():
        async with httpx.AsyncClient(base_url=base, transport=AsyncRetryTransport()) as c:
            return (await c.get("/api/v1/agents")).status_code
    print(json.dumps({"status": asyncio.run(main())}))
