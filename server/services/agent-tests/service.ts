// Conversation tests of an agent (extensions §14): every door calls these.
export { createAgentTest, listAgentTests, getAgentTest, updateAgentTest, deleteAgentTest } from './tests';
export { requestAgentTestRun } from './request-run';
export { getAgentTestRun } from './run-dto';
export { runAgentTestsNow, ownerActorOfAgent } from './run-now';
export { junitXmlOf } from './junit';
export { createTestFromCall } from './from-call';
