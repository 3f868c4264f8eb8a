export { AppError, describeDetails, firstProblem, isAppError, notFound, problemText, validationError, type AppErrorOptions, type ErrorDetail } from './app-error';
export { bodyCodes, errorCodes, keyedRouteCodes, statusOf, type ErrorCode } from './codes';
export { assertStorableInput, checkedPerItem, checkRequired, parseInput, parseOrThrow, required, requiredFieldsOf, zodDetails } from './validation';
export { assertStorable, findUnstorable, MAX_JSON_DEPTH, MAX_KEY_LENGTH } from './storable';
