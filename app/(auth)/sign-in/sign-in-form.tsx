'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { signIn } from 'next-auth/react';
import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { TextField } from '@/app/_components/ui/field';

export function SignInForm({ callbackUrl, initialError }: { callbackUrl: string; initialError: string | null }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(initialError);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    // next-auth fetches its CSRF token and posts the credentials with it.
    const res = await signIn('credentials', { email: form.get('email'), password: form.get('password'), redirect: false });
    if (!res || res.error) {
      setBusy(false);
      setError(
        res?.code === 'rate_limited'
          ? 'Too many sign-in attempts. Wait a few minutes, then try again.'
          : 'That email and password do not match an account.',
      );
      return;
    }
    router.replace(callbackUrl);
    router.refresh();
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <h1 className="text-xl font-semibold">Sign in</h1>
      <TextField label="Email" name="email" type="email" autoComplete="email" required autoFocus />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" busy={busy} className="w-full">
        Sign in
      </Button>
      <p className="text-center text-sm text-slate-600">
        New here?{' '}
        <Link href="/sign-up" className="font-medium text-indigo-600 hover:underline">
          Create an account
        </Link>
      </p>
    </form>
  );
}
