import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { loginInputSchema, type LoginInput } from '../../../shared/schemas/auth';
import { paths } from '../../config/paths';
import { useZodForm } from './use-zod-form';

export function SignInForm({ onSubmit, isPending }: { onSubmit: (input: LoginInput) => void; isPending: boolean }) {
  const form = useZodForm(loginInputSchema, { email: '', password: '' });
  return (
    <Form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Form.Group className="mb-3" controlId="signin-email">
        <Form.Label>Email</Form.Label>
        <Form.Control {...form.field('email')} type="email" autoComplete="email" placeholder="you@example.com" />
        <Form.Control.Feedback type="invalid">{form.errors.email}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-2" controlId="signin-password">
        <Form.Label>Password</Form.Label>
        <Form.Control {...form.field('password')} type="password" autoComplete="current-password" />
        <Form.Control.Feedback type="invalid">{form.errors.password}</Form.Control.Feedback>
      </Form.Group>
      <div className="mb-3 text-end">
        <Link to={paths.forgotPassword} className="small">
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" className="w-100" disabled={isPending}>
        {isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </Form>
  );
}
