import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { forgotPasswordInputSchema } from '../../../shared/schemas/auth';
import { useZodForm } from './use-zod-form';

export function ForgotPasswordForm({
  onSubmit,
  isPending,
}: {
  onSubmit: (input: { email: string }) => void;
  isPending: boolean;
}) {
  const form = useZodForm(forgotPasswordInputSchema, { email: '' });
  return (
    <Form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Form.Group className="mb-3" controlId="forgot-email">
        <Form.Label>Email</Form.Label>
        <Form.Control {...form.field('email')} type="email" autoComplete="email" placeholder="you@example.com" />
        <Form.Control.Feedback type="invalid">{form.errors.email}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" className="w-100" disabled={isPending}>
        {isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </Form>
  );
}
