import { RestError } from '../../http/errors.js';
import { json } from '../../http/types.js';
import type { Storage } from '../../storage/index.js';
import type { HandlerRegistry } from '../registry.js';
import { isEmail } from '../../validation/formats.js';

interface Field {
  name: string;
  type: 'text' | 'email' | 'textarea';
  label: string;
  required: boolean;
}

interface Form {
  id: number;
  title: string;
  fields: Field[];
}

const SEED: Form[] = [
  {
    id: 1,
    title: 'Contact us',
    fields: [
      { name: 'your-name', type: 'text', label: 'Your name', required: true },
      { name: 'your-email', type: 'email', label: 'Your email', required: true },
      { name: 'your-message', type: 'textarea', label: 'Your message', required: true },
    ],
  },
];

const notFound = () =>
  new RestError('shop_rest_contact_form_not_found', 'The requested contact form was not found.', 404);

/** Contact forms: managed by administrators, filled in by anyone, validated field by field. */
export function registerContactForms(registry: HandlerRegistry, storage: Storage): void {
  const forms = () => storage.options.get<Form[]>('contact_forms') ?? SEED;
  const save = (list: Form[]) => storage.options.set('contact_forms', list);
  const find = (id: unknown) =>
    forms().find((f) => f.id === Number(id)) ??
    (() => {
      throw notFound();
    })();
  const body = (ctx: {
    request: { json?: Record<string, unknown> | undefined; body?: Record<string, unknown> | undefined };
  }) => ({ ...ctx.request.json, ...ctx.request.body });
  const fieldsOf = (value: unknown): Field[] =>
    (Array.isArray(value) ? value : [])
      .map((f: Record<string, unknown>) => ({
        name: String(f.name ?? ''),
        type: (['email', 'textarea'].includes(String(f.type)) ? f.type : 'text') as Field['type'],
        label: String(f.label ?? f.name ?? ''),
        required: f.required === true,
      }))
      .filter((f) => f.name !== '');

  registry.handle('contact-form/v1:/contact-forms GET', () => json(forms()));
  registry.handle('contact-form/v1:/contact-forms POST', (ctx) => {
    const b = body(ctx);
    if (typeof b.title !== 'string' || b.title.trim() === '')
      throw new RestError('shop_rest_contact_form_invalid', 'A contact form needs a title.', 400);
    const form: Form = { id: Math.max(0, ...forms().map((f) => f.id)) + 1, title: b.title, fields: fieldsOf(b.fields) };
    save([...forms(), form]);
    return json(form, 201, { Location: ctx.request.urls.restUrl(`/contact-form/v1/contact-forms/${form.id}`) });
  });
  registry.handle('contact-form/v1:/contact-forms/{id} GET', (ctx) => json(find(ctx.params.id)));
  registry.handle('contact-form/v1:/contact-forms/{id} POST,PUT,PATCH', (ctx) => {
    const form = find(ctx.params.id);
    const b = body(ctx);
    const updated: Form = {
      ...form,
      ...(typeof b.title === 'string' ? { title: b.title } : {}),
      ...(b.fields ? { fields: fieldsOf(b.fields) } : {}),
    };
    save(forms().map((f) => (f.id === form.id ? updated : f)));
    return json(updated);
  });
  registry.handle('contact-form/v1:/contact-forms/{id} DELETE', (ctx) => {
    const form = find(ctx.params.id);
    save(forms().filter((f) => f.id !== form.id));
    return json({ deleted: true, previous: form });
  });
  registry.handle('contact-form/v1:/contact-forms/{id}/feedback POST', (ctx) => {
    const form = find(ctx.params.id);
    const b = body(ctx);
    const invalid = form.fields.flatMap((field) => {
      const value = b[field.name];
      if (field.required && (value === undefined || String(value).trim() === ''))
        return [{ field: field.name, message: 'Please fill out this field.' }];
      if (field.type === 'email' && value !== undefined && String(value) !== '' && !isEmail(String(value)))
        return [{ field: field.name, message: 'Please enter an email address.' }];
      return [];
    });
    if (invalid.length > 0) {
      return json({
        contact_form_id: form.id,
        status: 'validation_failed',
        message: 'One or more fields have an error. Please check and try again.',
        invalid_fields: invalid,
      });
    }
    const submissions = storage.options.get<unknown[]>('contact_form_submissions') ?? [];
    storage.options.set('contact_form_submissions', [
      ...submissions,
      {
        form: form.id,
        at: new Date().toISOString(),
        fields: Object.fromEntries(form.fields.map((f) => [f.name, b[f.name]])),
      },
    ]);
    return json({
      contact_form_id: form.id,
      status: 'mail_sent',
      message: 'Thank you for your message. It has been sent.',
      invalid_fields: [],
    });
  });
  registry.handle('contact-form/v1:/contact-forms/{id}/feedback/schema GET', (ctx) => {
    const form = find(ctx.params.id);
    return json({
      $schema: 'http://json-schema.org/draft-07/schema#',
      title: form.title,
      type: 'object',
      properties: Object.fromEntries(
        form.fields.map((f) => [
          f.name,
          { type: 'string', title: f.label, ...(f.type === 'email' ? { format: 'email' } : {}) },
        ]),
      ),
      required: form.fields.filter((f) => f.required).map((f) => f.name),
    });
  });
  registry.handle('contact-form/v1:/contact-forms/{id}/refill GET', (ctx) => {
    find(ctx.params.id);
    return json({});
  });
}
