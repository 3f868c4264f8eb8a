from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.run_agents_tests_response_202_run_status import (
    RunAgentsTestsResponse202RunStatus,
    check_run_agents_tests_response_202_run_status,
)

if TYPE_CHECKING:
    from ..models.run_agents_tests_response_202_run_progress import RunAgentsTestsResponse202RunProgress
    from ..models.run_agents_tests_response_202_run_results_item import RunAgentsTestsResponse202RunResultsItem


T = TypeVar("T", bound="RunAgentsTestsResponse202Run")


@_attrs_define
class RunAgentsTestsResponse202Run:
    """
    Attributes:
        id (int):
        agent_id (int):
        agent_version (int | None):
        status (RunAgentsTestsResponse202RunStatus): `running`, `passed` (every test passed), `failed` (one failed),
            `error` (one could not be judged)
        progress (RunAgentsTestsResponse202RunProgress):
        error (None | str):
        results (list[RunAgentsTestsResponse202RunResultsItem]):
        started_at (str):
        finished_at (None | str):
    """

    id: int
    agent_id: int
    agent_version: int | None
    status: RunAgentsTestsResponse202RunStatus
    progress: RunAgentsTestsResponse202RunProgress
    error: None | str
    results: list[RunAgentsTestsResponse202RunResultsItem]
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
        from ..models.run_agents_tests_response_202_run_progress import (
            RunAgentsTestsResponse202RunProgress,  # noqa: PLC0415
        )
        from ..models.run_agents_tests_response_202_run_results_item import (
            RunAgentsTestsResponse202RunResultsItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        agent_id = d.pop("agent_id")

        def _parse_agent_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        agent_version = _parse_agent_version(d.pop("agent_version"))

        status = check_run_agents_tests_response_202_run_status(d.pop("status"))

        progress = RunAgentsTestsResponse202RunProgress.from_dict(d.pop("progress"))

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = RunAgentsTestsResponse202RunResultsItem.from_dict(results_item_data)

            results.append(results_item)

        started_at = d.pop("started_at")

        def _parse_finished_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))

        run_agents_tests_response_202_run = cls(
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

        return run_agents_tests_response_202_run
