// The campaigns domain's service functions, as REST routes, the dashboard (tRPC) and the CLI call them.
export { createCampaign, startCampaign, pauseCampaign, resumeCampaign, cancelCampaign } from './write';
export { getCampaign, listCampaigns, listRecipients, recipientsCsv } from './read';
export { listRecipientsWithNames } from './recipient-names';
export { countAudience } from './audience';
export { previewCampaign } from './preview';
