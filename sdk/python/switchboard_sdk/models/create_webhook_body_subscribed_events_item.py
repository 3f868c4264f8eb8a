from typing import Literal

CreateWebhookBodySubscribedEventsItem = Literal[
    "alert.resolved",
    "alert.triggered",
    "calendar.cancelled",
    "calendar.completed",
    "calendar.created",
    "calendar.reminder",
    "calendar.updated",
    "calendar_connection.failing",
    "calendar_connection.restored",
    "call.analyzed",
    "call.compliance_flagged",
    "call.ended",
    "call.failed",
    "call.recording",
    "call.started",
    "call.summary",
    "call.transcript",
    "campaign.completed",
    "campaign.paused",
    "campaign.started",
    "crm_connection.failing",
    "crm_connection.restored",
    "message.delivered",
    "message.failed",
    "message.received",
    "message.sent",
]

CREATE_WEBHOOK_BODY_SUBSCRIBED_EVENTS_ITEM_VALUES: set[CreateWebhookBodySubscribedEventsItem] = {
    "alert.resolved",
    "alert.triggered",
    "calendar.cancelled",
    "calendar.completed",
    "calendar.created",
    "calendar.reminder",
    "calendar.updated",
    "calendar_connection.failing",
    "calendar_connection.restored",
    "call.analyzed",
    "call.compliance_flagged",
    "call.ended",
    "call.failed",
    "call.recording",
    "call.started",
    "call.summary",
    "call.transcript",
    "campaign.completed",
    "campaign.paused",
    "campaign.started",
    "crm_connection.failing",
    "crm_connection.restored",
    "message.delivered",
    "message.failed",
    "message.received",
    "message.sent",
}


def check_create_webhook_body_subscribed_events_item(value: str) -> CreateWebhookBodySubscribedEventsItem:
    if value in CREATE_WEBHOOK_BODY_SUBSCRIBED_EVENTS_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_WEBHOOK_BODY_SUBSCRIBED_EVENTS_ITEM_VALUES!r}"
    )
