import { describe, expect, it } from 'vitest';
import { sendForm } from './client.ts';

const submission = { formId: 'form-newsletter', fields: { email: 'ann@example.com' } };
const answer = (status: number, body: unknown) => () => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('sendForm: what the answer means for the visitor', () => {
  it('201 is sent, with the unlocked blogs', async () => {
    const outcome = await sendForm(answer(201, { data: { id: 's1', requestedBlogs: ['b1'] } }), submission);
    expect(outcome).toEqual({ kind: 'sent', data: { id: 's1', requestedBlogs: ['b1'] } });
  });

  it("4xx is refused with the server's message", async () => {
    const outcome = await sendForm(
      answer(400, { message: 'fields.email: Please enter a valid email address' }),
      submission,
    );
    expect(outcome).toEqual({ kind: 'refused', message: 'fields.email: Please enter a valid email address' });
  });

  it('no answer at all is a network failure, said plainly', async () => {
    const outcome = await sendForm(() => Promise.reject(new TypeError('Failed to fetch')), submission);
    expect(outcome).toEqual({
      kind: 'failed',
      message: 'We could not send the form. Please check your connection and try again.',
    });
  });

  it('a 5xx or an unreadable answer is a failure to try again later', async () => {
    expect((await sendForm(answer(503, { message: 'down' }), submission)).kind).toBe('failed');
    expect((await sendForm(() => Promise.resolve(new Response('<html>', { status: 201 })), submission)).kind).toBe(
      'failed',
    );
  });
});
