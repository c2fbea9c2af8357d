// What a failed sign-in tells the person at the keyboard. GoTrue's messages
// ("User is banned", "Request rate limit reached") are written for
// developers; the codes behind them say what the person can do next.
// Unknown codes keep the server's own message, which is better than a guess.

export interface AuthErrorLike {
  message: string;
  code?: string;
  status?: number;
  name?: string;
}

export const SIGN_IN_MESSAGES = {
  user_banned: 'This account has been disabled. Ask an administrator to enable it again.',
  email_not_confirmed: 'Confirm your email address first: follow the link in the email we sent you.',
  phone_not_confirmed: 'Confirm your phone number first with the code we sent you.',
  over_request_rate_limit: 'Too many attempts. Wait a minute, then try again.',
  network: 'The server cannot be reached. Check your connection and try again.',
  unavailable: 'The server is not answering right now. Try again in a moment.',
} as const;

/** Spec §9: auth statuses 502, 503 and 504 are retryable (supabase-js's AuthRetryableFetchError). */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

export function signInErrorMessage(error: AuthErrorLike): string {
  if (error.code && error.code in SIGN_IN_MESSAGES) {
    return SIGN_IN_MESSAGES[error.code as keyof typeof SIGN_IN_MESSAGES];
  }
  if (error.status === 429) return SIGN_IN_MESSAGES.over_request_rate_limit;
  // supabase-js reports a request that never got an answer with status 0 (AuthRetryableFetchError).
  if (error.status !== undefined && RETRYABLE_STATUSES.has(error.status)) return SIGN_IN_MESSAGES.unavailable;
  if (error.name === 'AuthRetryableFetchError' || error.status === 0) return SIGN_IN_MESSAGES.network;
  return error.message;
}
