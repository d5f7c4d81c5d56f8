import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../components/toast/toast-store';
import { paths } from '../../config/paths';
import { errorMessage } from '../auth/error-message';
import { trpc } from '../../lib/trpc';
import type { ChangeEmailInput, ChangePasswordInput } from '../../../shared/schemas/auth';

const REDIRECT_AFTER_DELETE_MS = 2000;

/** The toast for a failed account action: the server's message, or the title as a fallback. */
function failed(title: string) {
  return (error: unknown) => toast({ title, description: errorMessage(error, title), variant: 'destructive' });
}

/** Delete the account; once deleted, sign out locally and go home after a short message. */
function useDeleteAccount() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [deleted, setDeleted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const mutation = trpc.account.deleteAccount.useMutation({
    onSuccess: (r) => {
      setDeleted(true);
      toast({
        title: 'Account Deleted',
        description: r.message || 'Your account and all associated data have been permanently deleted.',
        variant: 'success',
      });
      // The server ended the session and cleared the cookie; sign out here too, then go home.
      utils.auth.me.setData(undefined, null);
      timer.current = setTimeout(() => {
        void utils.invalidate();
        navigate(paths.browse);
      }, REDIRECT_AFTER_DELETE_MS);
    },
    onError: failed('Account Deletion Failed'),
  });
  return { deleted, isPending: mutation.isPending, remove: () => mutation.mutate({ confirmText: 'DELETE' }) };
}

/** The account page's three actions (change e-mail, change password, delete), each with its toasts. */
export function useAccountActions() {
  const utils = trpc.useUtils();
  const changeEmail = trpc.account.changeEmail.useMutation();
  const changePassword = trpc.account.changePassword.useMutation();
  const deletion = useDeleteAccount();

  const submitEmail = (input: ChangeEmailInput, reset: () => void) =>
    changeEmail.mutate(input, {
      onSuccess: (r) => {
        reset();
        toast({
          title: 'Email Change Requested',
          description: r.message || 'Check your new email address for a verification link.',
          variant: 'success',
        });
        void utils.auth.me.invalidate();
      },
      onError: failed('Email Change Failed'),
    });

  const submitPassword = (input: ChangePasswordInput, reset: () => void) =>
    changePassword.mutate(input, {
      onSuccess: (r) => {
        reset();
        toast({
          title: 'Password Changed',
          description: r.message || 'Your password has been updated successfully.',
          variant: 'success',
        });
      },
      onError: failed('Password Change Failed'),
    });

  return {
    email: { isPending: changeEmail.isPending, submit: submitEmail },
    password: { isPending: changePassword.isPending, submit: submitPassword },
    deletion,
  };
}
