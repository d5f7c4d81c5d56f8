import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { changePasswordInputSchema, type ChangePasswordInput } from '../../../shared/schemas/auth';
import { useZodForm } from '../auth/use-zod-form';

export function ChangePasswordForm({
  onSubmit,
  isPending,
}: {
  onSubmit: (input: ChangePasswordInput, reset: () => void) => void;
  isPending: boolean;
}) {
  const form = useZodForm(changePasswordInputSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });
  return (
    <Form noValidate onSubmit={form.handleSubmit((v) => onSubmit(v, form.reset))}>
      <Form.Group className="mb-3" controlId="currentPassword">
        <Form.Label>Current Password</Form.Label>
        <Form.Control {...form.field('currentPassword')} type="password" autoComplete="current-password" />
        <Form.Control.Feedback type="invalid">{form.errors.currentPassword}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="newPassword">
        <Form.Label>New Password</Form.Label>
        <Form.Control {...form.field('newPassword')} type="password" autoComplete="new-password" />
        <Form.Control.Feedback type="invalid">{form.errors.newPassword}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="confirmPassword">
        <Form.Label>Confirm New Password</Form.Label>
        <Form.Control {...form.field('confirmPassword')} type="password" autoComplete="new-password" />
        <Form.Control.Feedback type="invalid">{form.errors.confirmPassword}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" disabled={isPending}>
        {isPending ? 'Changing...' : 'Change Password'}
      </Button>
    </Form>
  );
}

export function ChangePasswordCard(props: {
  onSubmit: (input: ChangePasswordInput, reset: () => void) => void;
  isPending: boolean;
}) {
  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h5">
        Change Password
      </Card.Header>
      <Card.Body>
        <p className="text-body-secondary small">Changing your password signs you out on every other device.</p>
        <ChangePasswordForm {...props} />
      </Card.Body>
    </Card>
  );
}
