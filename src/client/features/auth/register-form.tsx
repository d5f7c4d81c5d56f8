import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { registerInputSchema, type RegisterInput } from '../../../shared/schemas/auth';
import { paths } from '../../config/paths';
import { useZodForm } from './use-zod-form';

export function RegisterForm({
  onSubmit,
  isPending,
}: {
  onSubmit: (input: RegisterInput) => void;
  isPending: boolean;
}) {
  const form = useZodForm(registerInputSchema, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    agreeToTerms: false,
  });
  return (
    <Form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Row className="g-2 mb-3">
        <Col sm={6}>
          <Form.Group controlId="register-firstName">
            <Form.Label>First Name</Form.Label>
            <Form.Control {...form.field('firstName')} autoComplete="given-name" />
            <Form.Control.Feedback type="invalid">{form.errors.firstName}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col sm={6}>
          <Form.Group controlId="register-lastName">
            <Form.Label>Last Name</Form.Label>
            <Form.Control {...form.field('lastName')} autoComplete="family-name" />
            <Form.Control.Feedback type="invalid">{form.errors.lastName}</Form.Control.Feedback>
          </Form.Group>
        </Col>
      </Row>
      <Form.Group className="mb-3" controlId="register-email">
        <Form.Label>Email</Form.Label>
        <Form.Control {...form.field('email')} type="email" autoComplete="email" placeholder="you@example.com" />
        <Form.Control.Feedback type="invalid">{form.errors.email}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="register-password">
        <Form.Label>Password</Form.Label>
        <Form.Control {...form.field('password')} type="password" autoComplete="new-password" />
        <Form.Text muted>At least 6 characters.</Form.Text>
        <Form.Control.Feedback type="invalid">{form.errors.password}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3">
        <Form.Check id="register-agreeToTerms">
          <Form.Check.Input {...form.checkbox('agreeToTerms')} id="register-agreeToTerms" type="checkbox" />
          <Form.Check.Label>
            I agree to the{' '}
            <a href={paths.terms} target="_blank" rel="noopener noreferrer">
              Terms of Service
            </a>{' '}
            and{' '}
            <a href={paths.privacy} target="_blank" rel="noopener noreferrer">
              Privacy Policy
            </a>{' '}
            and confirm I am 18 or older
          </Form.Check.Label>
          <Form.Control.Feedback type="invalid">{form.errors.agreeToTerms}</Form.Control.Feedback>
        </Form.Check>
      </Form.Group>
      <Button type="submit" className="w-100" disabled={isPending}>
        {isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </Form>
  );
}
