// The contacts domain, as the REST routes and the dashboard call it.
export { createContact, updateContact } from './write';
export { getContact, listContacts } from './read';
export { bulkUpsertContacts } from './bulk-upsert';
export { deleteContact, deleteContacts } from './delete';
