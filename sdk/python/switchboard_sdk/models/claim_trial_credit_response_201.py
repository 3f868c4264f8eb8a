from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ClaimTrialCreditResponse201")


@_attrs_define
class ClaimTrialCreditResponse201:
    """
    Attributes:
        amount_cents (int):
        balance_cents (int):
        balance (float):
        currency (Literal['USD']):
        message (str):
    """

    amount_cents: int
    balance_cents: int
    balance: float
    currency: Literal["USD"]
    message: str

    def to_dict(self) -> dict[str, Any]:
        amount_cents = self.amount_cents

        balance_cents = self.balance_cents

        balance = self.balance

        currency = self.currency

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount_cents": amount_cents,
                "balance_cents": balance_cents,
                "balance": balance,
                "currency": currency,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount_cents = d.pop("amount_cents")

        balance_cents = d.pop("balance_cents")

        balance = d.pop("balance")

        currency = cast(Literal["USD"], d.pop("currency"))
        if currency != "USD":
            raise ValueError(f"currency must match const 'USD', got '{currency}'")

        message = d.pop("message")

        claim_trial_credit_response_201 = cls(
            amount_cents=amount_cents,
            balance_cents=balance_cents,
            balance=balance,
            currency=currency,
            message=message,
        )

        return claim_trial_credit_response_201
