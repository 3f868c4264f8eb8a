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
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError(null);
    // An empty field is said under it, not as a failed sign-in.
    const empty = {
      email: String(form.get('email') ?? '').trim() ? undefined : 'Enter the email address you signed up with.',
      password: String(form.get('password') ?? '') ? undefined : 'Enter your password.',
    };
    setMissing(empty);
    if (empty.email || empty.password) return;
    setBusy(true);
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
    <form method="post" onSubmit={submit} className="space-y-4" noValidate>
      <h1 className="text-xl font-semibold">Sign in</h1>
      {error && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <TextField label="Email" name="email" type="email" autoComplete="email" required autoFocus error={missing.email} />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" required error={missing.password} />
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
