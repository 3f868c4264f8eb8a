// Erasure and export of a person (extensions §16): every door calls these.
export { requestErasure, requireErasureManager } from './request-erasure';
export { getErasure, findErasureOfContact } from './erasure-dto';
export { exportContact } from './export-person';
export { auditLinesOf } from '../audit/log';
