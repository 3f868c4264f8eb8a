import NextAuth, { type NextAuthConfig } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { getDb } from '../db/client';
import { logger } from '../logger';
import { authSecret } from '../db/auth-secret';
import { verifyCredentials } from './credentials';
import { endSession, isSessionLive, startSession } from './sessions';
import { emailDigest, startSignInAttempt } from './sign-in-throttle';
import { clientAddress } from './client-address';
import { emailSchema } from './email';
import { refuseSignIn } from './throttled-sign-in';

/** Sessions live in a signed, encrypted cookie (JWT); 30 days, refreshed daily while in use. */
const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

declare module 'next-auth' {
  interface Session {
    /** The server-side session row this cookie names (auth_sessions). */
    sessionId?: string;
  }
}

function authConfig(): NextAuthConfig {
  return {
    // Self-hosted behind whatever host name it is reached by; the cookie and CSRF checks still apply.
    trustHost: true,
    secret: authSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE, updateAge: 24 * 60 * 60 },
    pages: { signIn: '/sign-in', error: '/sign-in' },
    providers: [
      Credentials({
        credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
        // The limits are counted here, on the credentials next-auth parsed (the last of repeated form fields, or
        // a JSON body), so they count exactly the email that is signed in.
        async authorize(credentials, request) {
          const db = await getDb();
          const address = clientAddress(request);
          const email = emailSchema.safeParse(credentials.email).data ?? null;
          // Who tried is worth knowing (a digest of the email, never the email) and from where.
          const digest = emailDigest(typeof credentials.email === 'string' ? credentials.email.slice(0, 320) : '');
          const limits = await startSignInAttempt(db, email, address);
          if (!limits.attempt) {
            logger.warn('sign-in refused', { reason: 'throttled', email_digest: digest, address });
            throw refuseSignIn(limits.retryAfter);
          }
          const user = await verifyCredentials(db, credentials.email, credentials.password);
          if (!user) {
            logger.warn('sign-in refused', { reason: 'wrong_credentials', email_digest: digest, address });
            return null;
          }
          await limits.attempt.succeeded();
          return { id: String(user.id), email: user.email, name: user.name };
        },
      }),
    ],
    // A wrong password is logged by `authorize` above, with who and from where; no stack for it here.
    logger: {
      error(error) {
        // `type`, not `name`: class names do not survive minification.
        if ((error as { type?: string }).type !== 'CredentialsSignin') logger.error('auth error', { err: error });
      },
      warn(code) {
        logger.warn('auth warning', { code });
      },
    },
    callbacks: {
      /**
       * On sign-in the token gets a new server-side session; on every later read the session must still
       * exist (one lookup by primary key), else the cookie is cleared and the user is signed out.
       */
      async jwt({ token, user }) {
        const db = await getDb();
        if (user) return { ...token, sid: await startSession(db, Number(user.id)) };
        const userId = Number(token.sub);
        if (!Number.isSafeInteger(userId) || !(await isSessionLive(db, token.sid, userId))) return null;
        return token;
      },
      session({ session, token }) {
        if (token.sub) session.user.id = token.sub;
        if (typeof token.sid === 'string') session.sessionId = token.sid;
        return session;
      },
    },
    events: {
      // Signing out ends the session on the server too: a copy of the cookie is worth nothing afterwards.
      async signOut(message) {
        if ('token' in message && message.token) await endSession(await getDb(), message.token.sid);
      },
    },
  };
}

// The configuration is built on first request, not at import: the secret may be generated into the data
// folder, which must not happen while the app is being built.
export const { handlers, auth, signIn, signOut } = NextAuth(() => authConfig());

/** The signed-in user's id and session, or null. */
export async function currentSession(): Promise<{ userId: number; sessionId: string | null } | null> {
  const session = await auth();
  const id = Number(session?.user?.id);
  return Number.isSafeInteger(id) && id > 0 ? { userId: id, sessionId: session?.sessionId ?? null } : null;
}

/** The signed-in user's id, or null. */
export async function sessionUserId(): Promise<number | null> {
  return (await currentSession())?.userId ?? null;
}
