import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toast } from '../../components/toast/toast-store';

/** SPEC §2 contact categories (value, label). */
export const CONTACT_CATEGORIES = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'technical', label: 'Technical Support' },
  { value: 'pricing', label: 'Pricing Issues' },
  { value: 'retailer', label: 'Add Retailer' },
  { value: 'feature', label: 'Feature Request' },
  { value: 'business', label: 'Business Partnership' },
] as const;

interface ContactValues {
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
}

const EMPTY: ContactValues = { name: '', email: '', category: '', subject: '', message: '' };

/**
 * SPEC §2: name, email, subject and message are required; category is optional. Submitting sends nothing (no
 * contact endpoint exists); it thanks the visitor and clears the form.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [validated, setValidated] = useState(false);
  const set = (key: keyof ContactValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!e.currentTarget.checkValidity()) {
      setValidated(true);
      return;
    }
    toast({
      title: 'Message Sent',
      description: "Thanks for contacting us! We'll get back to you within 24 hours.",
      variant: 'success',
    });
    setValues(EMPTY);
    setValidated(false);
  };

  return (
    <Form noValidate validated={validated} onSubmit={submit} aria-label="Contact form">
      <div className="row g-3">
        <Form.Group className="col-12 col-md-6" controlId="contact-name">
          <Form.Label>Name *</Form.Label>
          <Form.Control required autoComplete="name" maxLength={120} value={values.name} onChange={set('name')} />
          <Form.Control.Feedback type="invalid">Please enter your name.</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-12 col-md-6" controlId="contact-email">
          <Form.Label>Email *</Form.Label>
          <Form.Control
            required
            type="email"
            autoComplete="email"
            maxLength={254}
            value={values.email}
            onChange={set('email')}
          />
          <Form.Control.Feedback type="invalid">Please enter a valid email address.</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-12 col-md-6" controlId="contact-category">
          <Form.Label>Category</Form.Label>
          <Form.Select value={values.category} onChange={set('category')}>
            <option value="">Select a category</option>
            {CONTACT_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-12 col-md-6" controlId="contact-subject">
          <Form.Label>Subject *</Form.Label>
          <Form.Control required maxLength={200} value={values.subject} onChange={set('subject')} />
          <Form.Control.Feedback type="invalid">Please enter a subject.</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-12" controlId="contact-message">
          <Form.Label>Message *</Form.Label>
          <Form.Control
            required
            as="textarea"
            rows={6}
            maxLength={5000}
            value={values.message}
            onChange={set('message')}
          />
          <Form.Control.Feedback type="invalid">Please enter a message.</Form.Control.Feedback>
        </Form.Group>
        <div className="col-12">
          <Button type="submit">Send Message</Button>
        </div>
      </div>
    </Form>
  );
}
