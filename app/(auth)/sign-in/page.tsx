import type { Metadata } from 'next';
import { sameOriginPath } from '@/server/lib/safe-callback';
import { SignInForm } from './sign-in-form';

export const metadata: Metadata = { title: 'Sign in' };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string | string[]; error?: string; code?: string }> }) {
  const { callbackUrl, error, code } = await searchParams;
  // Only paths of this site: a link must not send people elsewhere once they have signed in.
  const target = sameOriginPath(typeof callbackUrl === 'string' ? callbackUrl : undefined);
  const initialError = code === 'rate_limited' ? TOO_MANY : error ? 'Sign-in failed. Check your email and password.' : null;
  return <SignInForm callbackUrl={target} initialError={initialError} />;
}

const TOO_MANY = 'Too many sign-in attempts. Wait a few minutes, then try again.';
