import NextAuth, { type NextAuthConfig } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { getDb } from '../db/client';
import { logger } from '../logger';
import { authSecret } from './auth-secret';
import { verifyCredentials } from './credentials';

/** Sessions live in a signed, encrypted cookie (JWT); 30 days, refreshed daily while in use. */
const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

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
        async authorize(credentials) {
          const user = await verifyCredentials(await getDb(), credentials.email, credentials.password);
          return user ? { id: String(user.id), email: user.email, name: user.name } : null;
        },
      }),
    ],
    // A wrong password is an everyday event, not a server error: log it quietly and without a stack.
    logger: {
      error(error) {
        // `type`, not `name`: class names do not survive minification.
        if ((error as { type?: string }).type === 'CredentialsSignin') logger.info('sign-in refused');
        else logger.error('auth error', { err: error });
      },
      warn(code) {
        logger.warn('auth warning', { code });
      },
    },
    callbacks: {
      session({ session, token }) {
        if (token.sub) session.user.id = token.sub;
        return session;
      },
    },
  };
}

// The configuration is built on first request, not at import: the secret may be generated into the data
// folder, which must not happen while the app is being built.
export const { handlers, auth, signIn, signOut } = NextAuth(() => authConfig());

/** The signed-in user's id, or null. */
export async function sessionUserId(): Promise<number | null> {
  const session = await auth();
  const id = Number(session?.user?.id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
