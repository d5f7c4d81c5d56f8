import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../components/toast/toast-store';
import { paths } from '../../config/paths';
import { bindPendingIntent } from '../alerts/pending-intent';
import { trpc } from '../../lib/trpc';
import { errorMessage } from './error-message';

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error, title), variant: 'destructive' });

/**
 * The /auth page's calls: sign in (then home), create an account (then "check your e-mail", whose address is
 * `registeredEmail`), and resend the verification e-mail.
 */
export function useAuthActions() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  const login = trpc.auth.login.useMutation({
    onSuccess: async (signedIn) => {
      bindPendingIntent(signedIn.email); // a Watch pressed before signing in is now this account's
      utils.auth.me.setData(undefined, signedIn);
      toast({ title: 'Welcome back!', description: 'You have been logged in successfully.', variant: 'success' });
      await utils.invalidate();
      navigate(paths.browse);
    },
    onError: failed('Login failed'),
  });
  const register = trpc.auth.register.useMutation({
    onSuccess: (created) => {
      bindPendingIntent(created.email);
      setRegisteredEmail(created.email);
      utils.auth.me.setData(undefined, created);
      toast({
        title: 'Account created!',
        description: 'Welcome to PerRound. Your account has been created successfully.',
        variant: 'success',
      });
    },
    onError: failed('Registration failed'),
  });
  const resend = trpc.account.resendVerification.useMutation({
    onSuccess: (r) => toast({ title: 'Email sent', description: r.message, variant: 'success' }),
    onError: failed('Failed to send email'),
  });

  return { login, register, resend, registeredEmail };
}
