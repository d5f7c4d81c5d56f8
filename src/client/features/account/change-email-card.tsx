import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { changeEmailInputSchema, type ChangeEmailInput } from '../../../shared/schemas/auth';
import { useZodForm } from '../auth/use-zod-form';

export function ChangeEmailForm({
  onSubmit,
  isPending,
}: {
  onSubmit: (input: ChangeEmailInput, reset: () => void) => void;
  isPending: boolean;
}) {
  const form = useZodForm(changeEmailInputSchema, { newEmail: '', password: '' });
  return (
    <Form noValidate onSubmit={form.handleSubmit((v) => onSubmit(v, form.reset))}>
      <Form.Group className="mb-3" controlId="newEmail">
        <Form.Label>New Email Address</Form.Label>
        <Form.Control {...form.field('newEmail')} type="email" autoComplete="email" />
        <Form.Control.Feedback type="invalid">{form.errors.newEmail}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="changeEmailPassword">
        <Form.Label>Current Password</Form.Label>
        <Form.Control {...form.field('password')} type="password" autoComplete="current-password" />
        <Form.Control.Feedback type="invalid">{form.errors.password}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" disabled={isPending}>
        {isPending ? 'Sending...' : 'Change Email'}
      </Button>
    </Form>
  );
}

export function ChangeEmailCard(props: {
  onSubmit: (input: ChangeEmailInput, reset: () => void) => void;
  isPending: boolean;
}) {
  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h5">
        Change Email Address
      </Card.Header>
      <Card.Body>
        <p className="text-body-secondary small">
          We&apos;ll send a verification link to the new address. It becomes your email once you click it.
        </p>
        <ChangeEmailForm {...props} />
      </Card.Body>
    </Card>
  );
}
