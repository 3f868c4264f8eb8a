'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { signIn } from 'next-auth/react';
import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { TextField } from '@/app/_components/ui/field';
import { api } from '@/app/_trpc/client';

const fields = ['account_name', 'name', 'email', 'password'];

export function SignUpForm() {
  const router = useRouter();
  const signUp = api.auth.signUp.useMutation();
  const [signInError, setSignInError] = useState<string | null>(null);
  const errors = useFormErrors(signUp.error, fields);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const email = String(form.get('email') ?? '');
    const password = String(form.get('password') ?? '');
    setSignInError(null);
    try {
      await signUp.mutateAsync({ email, password, name: String(form.get('name') ?? '') || undefined, account_name: String(form.get('account_name') ?? '') });
    } catch {
      return; // shown under the fields and in the summary
    }
    const res = await signIn('credentials', { email, password, redirect: false });
    if (!res || res.error) {
      setSignInError('Your account was created, but signing in failed. Try signing in.');
      return;
    }
    router.replace('/overview');
    router.refresh();
  }

  return (
    <form method="post" onSubmit={submit} className="space-y-4" noValidate>
      <h1 className="text-xl font-semibold">Create your account</h1>
      <FormErrorSummary errors={errors} />
      <TextField label="Business name" name="account_name" required autoFocus autoComplete="organization" error={errors.field('account_name')} />
      <TextField label="Your name" name="name" autoComplete="name" error={errors.field('name')} />
      <TextField label="Email" name="email" type="email" required autoComplete="email" error={errors.field('email')} />
      <TextField
        label="Password"
        name="password"
        type="password"
        required
        minLength={8}
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.field('password')}
      />
      {signInError && (
        <p role="alert" className="text-sm text-red-700">
          {signInError}
        </p>
      )}
      <Button type="submit" busy={signUp.isPending} className="w-full">
        Create account
      </Button>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link href="/sign-in" className="font-medium text-indigo-600 hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
