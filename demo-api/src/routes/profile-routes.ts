import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { isoAt } from '../context';
import { baseUrlOf, requireUser } from '../lib/auth';
import { ErrorBag, HttpError, unprocessable } from '../lib/http-errors';
import { sniffImageType } from '../lib/image-sniff';
import { newUploadId } from '../lib/tokens';
import type { UserRow } from '../lib/user-row';
import { serializeUser } from '../lib/user-row';
import { asObject, optionalStr, str, toYears } from '../lib/validate';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const EDITABLE = [
  'fullname',
  'address',
  'service_offered',
  'product_offered',
  'years_of_experience',
  'additional_info',
] as const;
type Editable = (typeof EDITABLE)[number];
const IMAGE_ERROR = 'Profile image must be a JPG, PNG, GIF, WebP or AVIF image of at most 5 MB';

interface ProfileInput {
  fields: Partial<Record<Editable, unknown>>;
  image?: Buffer;
}

/** A multipart form read whole, its parts in the order sent: a field's value or a file's bytes. */
interface BufferedForm {
  parts: Array<{ name: string; value: unknown } | { name: string; bytes: Buffer }>;
}

const isEditable = (key: string): key is Editable => (EDITABLE as readonly string[]).includes(key);

/** `user[fullname]` and plain `fullname` both name the same field. */
const fieldKey = (name: string) => /^user\[(\w+)\]$/.exec(name)?.[1] ?? name;

async function readMultipart(request: FastifyRequest): Promise<BufferedForm> {
  const form: BufferedForm = { parts: [] };
  try {
    for await (const part of request.parts()) {
      form.parts.push(
        part.type === 'file'
          ? { name: part.fieldname, bytes: await part.toBuffer() }
          : { name: part.fieldname, value: part.value },
      );
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') {
      throw unprocessable({ profile_image: [IMAGE_ERROR] });
    }
    // A broken form (cut short, a bad boundary) is the sender's fault, never a server error.
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status < 500) throw error;
    throw new HttpError(400, 'The form data could not be read');
  }
  return form;
}

function formInput(form: BufferedForm): ProfileInput {
  const input: ProfileInput = { fields: {} };
  for (const part of form.parts) {
    const key = fieldKey(part.name);
    if ('bytes' in part) {
      // Browsers send an empty part when no file was picked; that means "keep the old image".
      if (key === 'profile_image' && part.bytes.length > 0) input.image = part.bytes;
    } else if (isEditable(key)) {
      input.fields[key] = part.value;
    }
  }
  return input;
}

function readJson(body: unknown): ProfileInput {
  const user = asObject(asObject(body).user);
  const fields: ProfileInput['fields'] = {};
  for (const key of EDITABLE) if (key in user) fields[key] = user[key];
  return { fields };
}

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * A form is read whole before the handler, into request.body: its stream can be read only once,
   * and the Idempotency-Key hook (lib/idempotency.ts), which runs first, fingerprints its fields
   * and files from there. A visitor still gets the 401 first, before up to 5 MB is read.
   */
  const bufferForm = async (request: FastifyRequest) => {
    if (!request.isMultipart()) return;
    await requireUser(ctx, request);
    request.body = await readMultipart(request);
  };

  app.patch('/profile', { preValidation: bufferForm }, async (request) => {
    const user = await requireUser(ctx, request);
    // A form was read by bufferForm, so its body is a BufferedForm.
    const input = request.isMultipart()
      ? formInput(request.body as BufferedForm)
      : readJson(request.body);
    const { fields } = input;
    const bag = new ErrorBag();
    const updates = new Map<string, unknown>();

    if ('fullname' in fields) {
      const fullname = str(fields.fullname);
      if (!fullname) bag.add('fullname', "Full name can't be blank");
      updates.set('fullname', fullname).set('name', fullname);
    }
    for (const key of [
      'address',
      'service_offered',
      'product_offered',
      'additional_info',
    ] as const) {
      if (key in fields) updates.set(key, optionalStr(fields[key]));
    }
    if ('years_of_experience' in fields) {
      const years = toYears(fields.years_of_experience);
      if (years === null) {
        bag.add('years_of_experience', 'Years of experience must be a whole number of 0 or more');
      }
      updates.set('years_of_experience', years ?? null);
    }
    const imageType = input.image ? sniffImageType(input.image) : null;
    if (input.image && (!imageType || input.image.length > MAX_IMAGE_BYTES)) {
      bag.add('profile_image', IMAGE_ERROR);
    }
    bag.throwIfAny();

    if (input.image && imageType) {
      const id = newUploadId();
      await ctx.db.query(
        'INSERT INTO uploads (id, user_id, content_type, bytes, created_at) VALUES ($1, $2, $3, $4, $5)',
        [id, user.id, imageType, input.image, isoAt(ctx.now())],
      );
      updates.set('profile_image_id', id);
    }
    let updated = user;
    if (updates.size > 0) {
      // Column names come from the fixed list above, never from the request.
      const columns = [...updates.keys()];
      const assignments = columns.map((column, i) => `${column} = $${i + 1}`).join(', ');
      const { rows } = await ctx.db.query<UserRow>(
        `UPDATE users SET ${assignments} WHERE id = $${columns.length + 1} RETURNING *`,
        [...updates.values(), user.id],
      );
      updated = rows[0] ?? user;
    }
    if (updates.has('profile_image_id') && user.profile_image_id) {
      await ctx.db.query('DELETE FROM uploads WHERE id = $1', [user.profile_image_id]);
    }
    return {
      message: 'Profile updated successfully!',
      user: serializeUser(updated, baseUrlOf(request)),
    };
  });
}

export function registerUploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Outside /api/v1 because it is a plain asset URL; ids are random, so caching forever is safe.
  app.get<{ Params: { id: string } }>('/uploads/:id', async (request, reply) => {
    const id = request.params.id;
    const found = /^[0-9a-f]{32}$/.test(id)
      ? await ctx.db.query<{ content_type: string; bytes: Uint8Array }>(
          'SELECT content_type, bytes FROM uploads WHERE id = $1',
          [id],
        )
      : { rows: [] };
    const upload = found.rows[0];
    if (!upload) throw new HttpError(404, 'Not found');
    return reply
      .header('content-type', upload.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(Buffer.from(upload.bytes));
  });
}
