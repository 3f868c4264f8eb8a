import type { Metadata } from 'next';
import { SignInForm } from './sign-in-form';

export const metadata: Metadata = { title: 'Sign in' };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string; error?: string }> }) {
  const { callbackUrl, error } = await searchParams;
  return <SignInForm callbackUrl={safeCallback(callbackUrl)} initialError={error ? 'Sign-in failed. Check your email and password.' : null} />;
}

/** Only paths of this site: an absolute URL here would let a link send people elsewhere after signing in. */
function safeCallback(url?: string): string {
  return url && url.startsWith('/') && !url.startsWith('//') ? url : '/overview';
}
