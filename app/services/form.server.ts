/**
 * The body of a form post. A body that does not parse as the form it claims to be (a broken
 * multipart upload, a wrong Content-Type) is the client's mistake: it gets a 400 with a
 * message instead of surfacing as a 500 from deep inside the action.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw new Response('The form could not be read. Please try again.', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
}
