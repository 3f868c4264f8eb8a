// The context variables domain, as the REST routes and the dashboard call it.
export { createVariable, deleteVariable, listVariables, updateVariable } from './definitions';
export { setBusinessContext, setContactContext } from './set-context';
