from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.get_test_run_response_200_run_status import (
    GetTestRunResponse200RunStatus,
    check_get_test_run_response_200_run_status,
)

if TYPE_CHECKING:
    from ..models.get_test_run_response_200_run_progress import GetTestRunResponse200RunProgress
    from ..models.get_test_run_response_200_run_results_item import GetTestRunResponse200RunResultsItem


T = TypeVar("T", bound="GetTestRunResponse200Run")


@_attrs_define
class GetTestRunResponse200Run:
    """
    Attributes:
        id (int):
        agent_id (int):
        agent_version (int | None):
        status (GetTestRunResponse200RunStatus): `running`, `passed` (every test passed), `failed` (one failed), `error`
            (one could not be judged)
        progress (GetTestRunResponse200RunProgress):
        error (None | str):
        results (list[GetTestRunResponse200RunResultsItem]):
        started_at (str):
        finished_at (None | str):
    """

    id: int
    agent_id: int
    agent_version: int | None
    status: GetTestRunResponse200RunStatus
    progress: GetTestRunResponse200RunProgress
    error: None | str
    results: list[GetTestRunResponse200RunResultsItem]
    started_at: str
    finished_at: None | str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        agent_id = self.agent_id

        agent_version: int | None
        agent_version = self.agent_version

        status: str = self.status

        progress = self.progress.to_dict()

        error: None | str
        error = self.error

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        started_at = self.started_at

        finished_at: None | str
        finished_at = self.finished_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "agent_id": agent_id,
                "agent_version": agent_version,
                "status": status,
                "progress": progress,
                "error": error,
                "results": results,
                "started_at": started_at,
                "finished_at": finished_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_test_run_response_200_run_progress import GetTestRunResponse200RunProgress  # noqa: PLC0415
        from ..models.get_test_run_response_200_run_results_item import (
            GetTestRunResponse200RunResultsItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        agent_id = d.pop("agent_id")

        def _parse_agent_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        agent_version = _parse_agent_version(d.pop("agent_version"))

        status = check_get_test_run_response_200_run_status(d.pop("status"))

        progress = GetTestRunResponse200RunProgress.from_dict(d.pop("progress"))

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = GetTestRunResponse200RunResultsItem.from_dict(results_item_data)

            results.append(results_item)

        started_at = d.pop("started_at")

        def _parse_finished_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))

        get_test_run_response_200_run = cls(
            id=id,
            agent_id=agent_id,
            agent_version=agent_version,
            status=status,
            progress=progress,
            error=error,
            results=results,
            started_at=started_at,
            finished_at=finished_at,
        )

        return get_test_run_response_200_run
