"""Places a call, pages through the contacts and verifies a signed webhook delivery.

SWITCHBOARD_URL=http://localhost:3000 SWITCHBOARD_API_KEY=sk_live_... python examples/quickstart.py
"""

import os
import queue
import threading
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from switchboard_sdk import AuthenticatedClient
from switchboard_sdk.api.agents import list_agents
from switchboard_sdk.api.calls import initiate_call
from switchboard_sdk.api.contacts import list_contacts
from switchboard_sdk.api.webhooks import create_webhook, send_test_event
from switchboard_sdk.models import (
    CreateWebhookBody,
    CreateWebhookResponse201,
    InitiateCallBody,
    InitiateCallResponse201,
    ListAgentsResponse200,
    ListContactsResponse200,
)
from switchboard_sdk.webhook_signature import VerifiedWebhook, WebhookVerificationError, verify_webhook

client = AuthenticatedClient(
    base_url=os.environ.get("SWITCHBOARD_URL", "http://localhost:3000"),
    token=os.environ["SWITCHBOARD_API_KEY"],
)

# 1. Place a call with the first agent. The same Idempotency-Key on a retry never dials twice.
agents = list_agents.sync(client=client)
assert isinstance(agents, ListAgentsResponse200), agents
call = initiate_call.sync(
    client=client,
    body=InitiateCallBody(agent_id=agents.agents[0].id, phone_number="+14155550123", purpose="informational"),
    idempotency_key=str(uuid.uuid4()),
)
assert isinstance(call, InitiateCallResponse201), call
print(f"call {call.call_id} is {call.status}")

# 2. Page through the contacts.
contacts = 0
page = 1
while True:
    listed = list_contacts.sync(client=client, page=page, limit=20)
    assert isinstance(listed, ListContactsResponse200), listed
    contacts += len(listed.contacts)
    if page >= listed.pages:
        break
    page += 1
print(f"{contacts} contacts")

# 3. Receive webhooks and check their signatures. The secret is shown once, when the webhook is made.
secret = ""
tested: "queue.Queue[VerifiedWebhook]" = queue.Queue()


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        try:
            delivery = verify_webhook(body, self.headers.items(), secret)
        except WebhookVerificationError:
            self.send_response(400)
            self.end_headers()
            return
        self.send_response(200)
        self.end_headers()
        if delivery.event == "webhook.test":
            tested.put(delivery)

    def log_message(self, format: str, *args: object) -> None:
        pass


receiver = ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
threading.Thread(target=receiver.serve_forever, daemon=True).start()
receiver_url = f"http://127.0.0.1:{receiver.server_address[1]}/hooks"

webhook = create_webhook.sync(
    client=client,
    body=CreateWebhookBody(name="Quickstart", url=receiver_url, subscribed_events=["call.ended"]),
)
assert isinstance(webhook, CreateWebhookResponse201), webhook
secret = webhook.secret
send_test_event.sync(webhook.id, client=client)
delivery = tested.get(timeout=60)
print(f"verified {delivery.event} delivery {delivery.delivery_id}")

receiver.shutdown()
