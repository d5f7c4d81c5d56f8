import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

type Values = Record<string, string | boolean>;

/**
 * Form state validated on submit with the shared zod schema, so a field shows the same SPEC §5 message the
 * server would answer with. The first message per field is kept.
 */
export function useZodForm<V extends Values, S extends z.ZodType>(schema: S, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});

  function field(name: keyof V & string) {
    return {
      name,
      value: String(values[name] ?? ''),
      isInvalid: Boolean(errors[name]),
      onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
    };
  }

  function checkbox(name: keyof V & string) {
    return {
      id: name,
      name,
      checked: Boolean(values[name]),
      isInvalid: Boolean(errors[name]),
      onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.checked })),
    };
  }

  function handleSubmit(onValid: (data: z.infer<S>) => void) {
    return (event: FormEvent) => {
      event.preventDefault();
      const parsed = schema.safeParse(values);
      if (parsed.success) {
        setErrors({});
        onValid(parsed.data);
        return;
      }
      const next: Partial<Record<keyof V, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof V | undefined;
        if (key !== undefined && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
    };
  }

  return { values, errors, field, checkbox, handleSubmit, reset: () => setValues(initial), setValues };
}
