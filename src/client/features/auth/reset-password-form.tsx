import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { resetPasswordFormSchema } from '../../../shared/schemas/auth';
import { useZodForm } from './use-zod-form';

export function ResetPasswordForm({
  onSubmit,
  isPending,
}: {
  onSubmit: (newPassword: string) => void;
  isPending: boolean;
}) {
  const form = useZodForm(resetPasswordFormSchema, { newPassword: '', confirmPassword: '' });
  return (
    <Form noValidate onSubmit={form.handleSubmit((v) => onSubmit(v.newPassword))}>
      <Form.Group className="mb-3" controlId="reset-newPassword">
        <Form.Label>New Password</Form.Label>
        <Form.Control {...form.field('newPassword')} type="password" autoComplete="new-password" />
        <Form.Control.Feedback type="invalid">{form.errors.newPassword}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="reset-confirmPassword">
        <Form.Label>Confirm New Password</Form.Label>
        <Form.Control {...form.field('confirmPassword')} type="password" autoComplete="new-password" />
        <Form.Control.Feedback type="invalid">{form.errors.confirmPassword}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" className="w-100" disabled={isPending}>
        {isPending ? 'Updating...' : 'Update Password'}
      </Button>
    </Form>
  );
}
