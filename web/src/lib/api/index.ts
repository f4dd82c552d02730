export { api, request, type Parser, type RequestOptions } from './client';
export { ApiError, ERROR_TEXTS, type ApiErrorKind } from './error';
export { errorMessage, problemMessage, useErrorMessage, useProblemMessage } from './messages';
export { refusalMessage, useRefusalMessage } from './refusal-message';
export { setAuthHandlers, type AuthHandlers } from './auth-hook';
