import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  loginResponse,
  profilePictureMaxBytes,
  profileResponse,
  profileUpdateResponse,
} from "@souq/contract/auth";
import { mailOutboxResponse, type OutboxMessage } from "@souq/contract/mail-outbox";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  hasArabic,
  login,
  registerShopper,
  type TestShopper,
  uniqueEmail,
} from "../../test/accounts.ts";
import { buildTestApp, type TestApp, testPublicUrl } from "../../test/test-app.ts";
import { testMediaDir } from "../../test/test-paths.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const updated = "Profile info updated successfully";

/** The profile form's fields as a shopper fills them, with what the test changes. */
const profileForm = (shopper: TestShopper, fields: Record<string, string> = {}) => ({
  name: shopper.user.name,
  email: shopper.email,
  phone: "+966500000000",
  address: "",
  ...fields,
});

/** POST …?_method=PUT as urlencoded form data, the spec's way of sending it. */
function updateUrlEncoded(
  token: string,
  userId: number,
  fields: Record<string, string>,
  language?: string,
) {
  return t.app.inject({
    method: "POST",
    url: `/api/auth/profile/${userId}?_method=PUT`,
    headers: {
      ...bearer(token),
      "content-type": "application/x-www-form-urlencoded",
      ...(language ? { "accept-language": language } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

interface FilePart {
  name: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body with one file, written out as a browser sends it. */
function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----souq${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

function updateMultipart(
  token: string,
  userId: number,
  fields: Record<string, string>,
  file?: FilePart,
  language?: string,
) {
  const body = multipart(fields, file);
  return t.app.inject({
    method: "POST",
    url: `/api/auth/profile/${userId}?_method=PUT`,
    headers: {
      ...bearer(token),
      ...body.headers,
      ...(language ? { "accept-language": language } : {}),
    },
    payload: body.payload,
  });
}

const picturePart = (data: Buffer, filename = "me.png", contentType = "image/png"): FilePart => ({
  name: "picture",
  filename,
  contentType,
  data,
});

async function profileOf(shopper: TestShopper) {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/auth/profile/${shopper.user.id}`,
    headers: bearer(shopper.token),
  });
  expect(response.statusCode).toBe(200);
  return profileResponse.parse(response.json()).item;
}

/** A second session of the same account, as another browser would open. */
async function signInAgain(email: string, password: string): Promise<string> {
  const response = await login(t.app, { email, password });
  expect(response.statusCode).toBe(200);
  return loginResponse.parse(response.json()).access_token.accessToken;
}

/** A colourful picture, so that a re-encoded copy cannot be an empty one by accident. */
function drawing(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } },
  }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#1d4ed8"/></svg>`,
      ),
    },
  ]);
}

/** The stored file behind an `image_url` of the test API. */
function storedFile(url: string) {
  expect(url.startsWith(`${testPublicUrl}/media/`)).toBe(true);
  return readFile(join(testMediaDir, url.slice(`${testPublicUrl}/media/`.length)));
}

describe("POST /api/auth/profile/{id}?_method=PUT", () => {
  it("changes name, email, phone and address from urlencoded form data", async () => {
    const shopper = await registerShopper(t.app);
    const email = uniqueEmail("renamed");
    const response = await updateUrlEncoded(
      shopper.token,
      shopper.user.id,
      profileForm(shopper, {
        name: "Huda Al-Qahtani",
        email: `  ${email.toUpperCase()} `,
        phone: "+966551112233",
        address: "King Fahd Road, Riyadh",
        current_password: shopper.password,
      }),
    );
    expect(response.statusCode).toBe(200);
    const body = profileUpdateResponse.parse(response.json());
    expect(body.message).toBe(updated);
    const expected = {
      id: shopper.user.id,
      name: "Huda Al-Qahtani",
      email,
      phone: "+966551112233",
      address: "King Fahd Road, Riyadh",
      image_url: null,
    };
    expect(body.item).toEqual(expected);
    expect(await profileOf(shopper)).toEqual(expected);
    // Signing in now takes the new email, and answers the new name.
    const signIn = await login(t.app, { email, password: shopper.password });
    expect(signIn.statusCode).toBe(200);
    expect(loginResponse.parse(signIn.json()).user).toMatchObject({ name: "Huda Al-Qahtani" });
    expect(
      (await login(t.app, { email: shopper.email, password: shopper.password })).statusCode,
    ).toBe(422);
  });

  it("takes the phone as sign-up and the address book do, and keeps it in E.164", async () => {
    const shopper = await registerShopper(t.app);
    for (const typed of ["055 123 4567", "+966 (55) 123-4567", "۰۵۵۱۲۳۴۵۶۷"]) {
      const response = await updateUrlEncoded(
        shopper.token,
        shopper.user.id,
        profileForm(shopper, { phone: typed }),
      );
      expect(response.statusCode, typed).toBe(200);
      expect(profileUpdateResponse.parse(response.json()).item.phone).toBe("+966551234567");
    }
    const refused = await updateUrlEncoded(
      shopper.token,
      shopper.user.id,
      profileForm(shopper, { phone: "1234567" }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      phone: [
        "Enter a Saudi mobile number (05XXXXXXXX) or a Gulf number with its country code (+971, +965, +973, +974, +968).",
      ],
    });
  });

  it("changes the profile from multipart form data, and an empty address clears it", async () => {
    const shopper = await registerShopper(t.app);
    await updateUrlEncoded(
      shopper.token,
      shopper.user.id,
      profileForm(shopper, { address: "Olaya Street" }),
    );
    const response = await updateMultipart(
      shopper.token,
      shopper.user.id,
      profileForm(shopper, { name: "سارة العتيبي", address: "" }),
    );
    expect(response.statusCode).toBe(200);
    expect(await profileOf(shopper)).toMatchObject({ name: "سارة العتيبي", address: null });
  });

  it("answers 404 for another shopper's id and changes nothing; 401 without a token", async () => {
    const shopper = await registerShopper(t.app);
    const other = await registerShopper(t.app);
    const response = await updateUrlEncoded(
      shopper.token,
      other.user.id,
      profileForm(other, { name: "Taken Over" }),
    );
    expect(response.statusCode).toBe(404);
    expect(await profileOf(other)).toMatchObject({ name: other.user.name });
    const missing = await updateUrlEncoded(shopper.token, 2_000_000, profileForm(shopper));
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/auth/profile/${shopper.user.id}?_method=PUT`,
      payload: profileForm(shopper),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses an email another account has, in any case, and changes nothing", async () => {
    const shopper = await registerShopper(t.app);
    const other = await registerShopper(t.app);
    const response = await updateUrlEncoded(
      shopper.token,
      shopper.user.id,
      profileForm(shopper, { name: "Changed Name", email: other.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual(["This email is already registered"]);
    expect(await profileOf(shopper)).toMatchObject({
      name: shopper.user.name,
      email: shopper.email,
    });
  });

  it("words field errors in Arabic for an Arabic request", async () => {
    const shopper = await registerShopper(t.app);
    const response = await updateUrlEncoded(
      shopper.token,
      shopper.user.id,
      { name: "A", email: "not an email", phone: "12" },
      "ar",
    );
    expect(response.statusCode).toBe(422);
    const body = response.json() as { message: string; errors: Record<string, string[]> };
    expect(hasArabic(body.message)).toBe(true);
    expect(Object.keys(body.errors).sort()).toEqual(["email", "name", "phone"]);
    for (const messages of Object.values(body.errors)) {
      expect(messages.every(hasArabic)).toBe(true);
    }
    const taken = await registerShopper(t.app);
    const duplicate = await updateUrlEncoded(
      shopper.token,
      shopper.user.id,
      profileForm(shopper, { email: taken.email }),
      "ar",
    );
    expect(duplicate.json().errors.email).toEqual(["هذا البريد الإلكتروني مسجل بالفعل"]);
  });

  it("ignores the password fields unless change_password is set", async () => {
    const shopper = await registerShopper(t.app);
    const response = await updateUrlEncoded(
      shopper.token,
      shopper.user.id,
      profileForm(shopper, {
        current_password: "wrong",
        password: "x",
        password_confirmation: "y",
        change_password: "0",
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(
      (await login(t.app, { email: shopper.email, password: shopper.password })).statusCode,
    ).toBe(200);
  });

  it("refuses a wrong current password (422) and changes nothing, not even the name", async () => {
    const shopper = await registerShopper(t.app);
    const otherSession = await signInAgain(shopper.email, shopper.password);
    const response = await updateUrlEncoded(
      shopper.token,
      shopper.user.id,
      profileForm(shopper, {
        name: "Should Not Change",
        change_password: "1",
        current_password: "not my password",
        password: "a brand new secret",
        password_confirmation: "a brand new secret",
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "The current password is not correct.",
      errors: { current_password: ["The current password is not correct."] },
    });
    expect(await profileOf(shopper)).toMatchObject({ name: shopper.user.name });
    expect(
      (await login(t.app, { email: shopper.email, password: shopper.password })).statusCode,
    ).toBe(200);
    expect(
      (await login(t.app, { email: shopper.email, password: "a brand new secret" })).statusCode,
    ).toBe(422);
    const stillIn = await t.app.inject({
      method: "GET",
      url: `/api/auth/profile/${shopper.user.id}`,
      headers: bearer(otherSession),
    });
    expect(stillIn.statusCode).toBe(200);
  });

  it("asks for the current password, a new one of 8 characters and its confirmation", async () => {
    const shopper = await registerShopper(t.app);
    const response = await updateUrlEncoded(
      shopper.token,
      shopper.user.id,
      profileForm(shopper, { change_password: "on", password: "short" }),
    );
    expect(response.statusCode).toBe(422);
    const { errors } = response.json() as { errors: Record<string, string[]> };
    expect(errors.current_password).toEqual(["Enter your current password to choose a new one."]);
    expect(errors.password).toEqual(["Enter at least 8 characters."]);
    const unconfirmed = await updateUrlEncoded(
      shopper.token,
      shopper.user.id,
      profileForm(shopper, {
        change_password: "true",
        current_password: shopper.password,
        password: "a brand new secret",
        password_confirmation: "a different secret",
      }),
    );
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().errors).toEqual({
      password_confirmation: ["The passwords do not match."],
    });
  });

  it("changes the password: the new one signs in, the old does not, other sessions end, this one stays", async () => {
    const shopper = await registerShopper(t.app);
    const otherSession = await signInAgain(shopper.email, shopper.password);
    const newPassword = "a brand new secret";
    const response = await updateMultipart(
      shopper.token,
      shopper.user.id,
      profileForm(shopper, {
        change_password: "1",
        current_password: shopper.password,
        password: newPassword,
        password_confirmation: newPassword,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(updated);

    expect((await login(t.app, { email: shopper.email, password: newPassword })).statusCode).toBe(
      200,
    );
    expect(
      (await login(t.app, { email: shopper.email, password: shopper.password })).statusCode,
    ).toBe(422);
    const ended = await t.app.inject({
      method: "GET",
      url: `/api/auth/profile/${shopper.user.id}`,
      headers: bearer(otherSession),
    });
    expect(ended.statusCode).toBe(401);
    // The session that made the change keeps working.
    expect(await profileOf(shopper)).toMatchObject({ email: shopper.email });
  });

  it("stops counting wrong current passwords after 5 in a row with 429", async () => {
    const shopper = await registerShopper(t.app);
    const wrong = profileForm(shopper, {
      change_password: "1",
      current_password: "guess",
      password: "a brand new secret",
      password_confirmation: "a brand new secret",
    });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await updateUrlEncoded(shopper.token, shopper.user.id, wrong)).statusCode).toBe(422);
    }
    const limited = await updateUrlEncoded(shopper.token, shopper.user.id, {
      ...wrong,
      current_password: shopper.password,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(
      (await login(t.app, { email: shopper.email, password: shopper.password })).statusCode,
    ).toBe(200);
  });
});

describe("changing how the account signs in", () => {
  async function mailsTo(address: string): Promise<OutboxMessage[]> {
    const response = await t.app.inject({ method: "GET", url: "/api/dev/mail-outbox" });
    return mailOutboxResponse.parse(response.json()).messages.filter((m) => m.to === address);
  }

  it("needs the current password to change the email, in the shopper's language, and changes nothing without it", async () => {
    const shopper = await registerShopper(t.app);
    const email = uniqueEmail("taken-over");
    const missing = await updateUrlEncoded(
      shopper.token,
      shopper.user.id,
      profileForm(shopper, { email }),
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      current_password: ["Enter your current password to change your email."],
    });
    const wrong = await updateUrlEncoded(
      shopper.token,
      shopper.user.id,
      profileForm(shopper, { email, current_password: "a guess" }),
      "ar",
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ["كلمة المرور الحالية غير صحيحة."] });
    expect(await profileOf(shopper)).toMatchObject({ email: shopper.email });
    expect(await mailsTo(email)).toEqual([]);
    // The same email in another case is no change: no password asked.
    const same = await updateUrlEncoded(
      shopper.token,
      shopper.user.id,
      profileForm(shopper, { email: shopper.email.toUpperCase(), name: "Same Mailbox" }),
    );
    expect(same.statusCode).toBe(200);
  });

  it("a new email ends other sessions and is told to the old and the new address", async () => {
    const shopper = await registerShopper(t.app);
    const otherSession = await signInAgain(shopper.email, shopper.password);
    const email = uniqueEmail("moved");
    const response = await updateUrlEncoded(
      shopper.token,
      shopper.user.id,
      profileForm(shopper, { email, current_password: shopper.password }),
      "ar",
    );
    expect(response.statusCode).toBe(200);
    const [toOld] = await mailsTo(shopper.email);
    const [toNew] = await mailsTo(email);
    expect(toOld?.subject).toBe("تم تغيير البريد الإلكتروني لحسابك في سوق");
    expect(toOld?.text).toContain(email);
    expect(toNew?.subject).toBe("أصبح هذا البريد بريد حسابك في سوق");
    const ended = await t.app.inject({
      method: "GET",
      url: `/api/auth/profile/${shopper.user.id}`,
      headers: bearer(otherSession),
    });
    expect(ended.statusCode).toBe(401);
  });

  it("a new password is told to the account's address", async () => {
    const shopper = await registerShopper(t.app);
    const response = await updateUrlEncoded(
      shopper.token,
      shopper.user.id,
      profileForm(shopper, {
        change_password: "1",
        current_password: shopper.password,
        password: "another long secret",
        password_confirmation: "another long secret",
      }),
    );
    expect(response.statusCode).toBe(200);
    const mails = await mailsTo(shopper.email);
    // Newest first: the notice, after the link that opened the account.
    expect(mails.map((mail) => mail.subject)).toEqual([
      "The password of your Souq account was changed",
      "Confirm your email to finish your Souq account",
    ]);
    expect(mails[0]?.html).toContain('lang="en"');
  });
});

describe("the profile picture", () => {
  it("keeps a PNG, re-encoded as WebP at 50, 100 and 200 pixels square, named in the login answer", async () => {
    const shopper = await registerShopper(t.app);
    const png = await drawing(320, 240).png().toBuffer();
    const response = await updateMultipart(
      shopper.token,
      shopper.user.id,
      profileForm(shopper),
      picturePart(png),
    );
    expect(response.statusCode).toBe(200);
    const url = profileUpdateResponse.parse(response.json()).item.image_url;
    expect(url).toMatch(/-200\.webp$/);
    if (!url) return;
    for (const width of [50, 100, 200]) {
      const file = await storedFile(url.replace(/-200\.webp$/, `-${width}.webp`));
      const metadata = await sharp(file).metadata();
      expect(metadata).toMatchObject({ format: "webp", width, height: width });
    }
    expect((await profileOf(shopper)).image_url).toBe(url);
    const signIn = await login(t.app, { email: shopper.email, password: shopper.password });
    expect(loginResponse.parse(signIn.json()).user.image_url).toBe(url);
  });

  it("keeps a JPEG without its EXIF data, and a WebP", async () => {
    const shopper = await registerShopper(t.app);
    const jpeg = await drawing(300, 300)
      .jpeg()
      .withExif({ IFD0: { Copyright: "Secret Camera Owner", Artist: "Home address" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await updateMultipart(
      shopper.token,
      shopper.user.id,
      profileForm(shopper),
      picturePart(jpeg, "camera.jpg", "image/jpeg"),
    );
    expect(response.statusCode).toBe(200);
    const url = profileUpdateResponse.parse(response.json()).item.image_url ?? "";
    const stored = await storedFile(url);
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(stored.includes("Secret Camera Owner")).toBe(false);

    const webp = await drawing(150, 200).webp().toBuffer();
    const again = await updateMultipart(
      shopper.token,
      shopper.user.id,
      profileForm(shopper),
      // The declared type does not matter: the content is a WebP.
      picturePart(webp, "photo.bin", "application/octet-stream"),
    );
    expect(again.statusCode).toBe(200);
    const newUrl = profileUpdateResponse.parse(again.json()).item.image_url;
    expect(newUrl).not.toBe(url);
    expect(newUrl).toMatch(/-200\.webp$/);
  });

  const refused: Array<[string, Buffer]> = [
    [
      "an SVG renamed .png",
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="50" height="50"><script>alert(1)</script><rect width="50" height="50"/></svg>',
      ),
    ],
    [
      "an HTML page renamed .png",
      Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>"),
    ],
    ["a GIF", Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64")],
    [
      "a PNG signature over broken data",
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        randomBytes(600),
      ]),
    ],
  ];
  for (const [what, data] of refused) {
    it(`refuses ${what} with 422 and changes nothing`, async () => {
      const shopper = await registerShopper(t.app);
      const response = await updateMultipart(
        shopper.token,
        shopper.user.id,
        profileForm(shopper, { name: "Not Saved" }),
        picturePart(data),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.picture).toEqual([
        "Choose a JPEG, PNG or WebP picture. Other files, such as SVG, cannot be used.",
      ]);
      expect(await profileOf(shopper)).toMatchObject({ name: shopper.user.name, image_url: null });
    });
  }

  it("takes at most 10 pictures an hour from one account, refused ones too (decoding is the cost)", async () => {
    const [shopper, other] = [await registerShopper(t.app), await registerShopper(t.app)];
    const notAPicture = picturePart(Buffer.from("GIF89a not really"));
    const send = (who: TestShopper) =>
      updateMultipart(who.token, who.user.id, profileForm(who), notAPicture);
    for (let i = 0; i < 10; i += 1) expect((await send(shopper)).statusCode).toBe(422);
    const refused = await send(shopper);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await send(other)).statusCode).toBe(422);
    // Without a picture the profile still saves.
    const plain = await updateUrlEncoded(shopper.token, shopper.user.id, profileForm(shopper));
    expect(plain.statusCode).toBe(200);
  });

  it("refuses a real PNG cut short, and one of more pixels than any face needs", async () => {
    const shopper = await registerShopper(t.app);
    const whole = await drawing(400, 400).png({ compressionLevel: 0 }).toBuffer();
    const cut = await updateMultipart(
      shopper.token,
      shopper.user.id,
      profileForm(shopper),
      picturePart(whole.subarray(0, Math.floor(whole.length / 2))),
    );
    expect(cut.statusCode).toBe(422);
    expect(Object.keys(cut.json().errors)).toEqual(["picture"]);
    // Small on the wire, huge once decoded: refused before it is decoded.
    const bomb = await sharp({
      create: { width: 6000, height: 6000, channels: 3, background: "#ffffff" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(profilePictureMaxBytes);
    const huge = await updateMultipart(
      shopper.token,
      shopper.user.id,
      profileForm(shopper),
      picturePart(bomb),
    );
    expect(huge.statusCode).toBe(422);
    expect(await profileOf(shopper)).toMatchObject({ image_url: null });
  });

  it("says so in Arabic for an Arabic request", async () => {
    const shopper = await registerShopper(t.app);
    const response = await updateMultipart(
      shopper.token,
      shopper.user.id,
      profileForm(shopper),
      picturePart(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>")),
      "ar",
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.picture).toEqual([
      "اختر صورة بصيغة JPEG أو PNG أو WebP. لا يمكن استخدام ملفات أخرى مثل SVG.",
    ]);
  });

  it("refuses a picture over 2 MB with 422 and changes nothing", async () => {
    const shopper = await registerShopper(t.app);
    const png = await drawing(40, 40).png().toBuffer();
    // A real PNG with bytes after its end: over the limit by one byte.
    const tooLarge = Buffer.concat([png, Buffer.alloc(profilePictureMaxBytes + 1 - png.length)]);
    const response = await updateMultipart(
      shopper.token,
      shopper.user.id,
      profileForm(shopper, { name: "Not Saved" }),
      picturePart(tooLarge),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.picture).toEqual(["Choose a picture of at most 2 MB."]);
    expect(await profileOf(shopper)).toMatchObject({ name: shopper.user.name, image_url: null });
  });

  it("treats an empty file part as no picture, and a picture sent as text as no file", async () => {
    const shopper = await registerShopper(t.app);
    const empty = await updateMultipart(
      shopper.token,
      shopper.user.id,
      profileForm(shopper),
      picturePart(Buffer.alloc(0), "", "application/octet-stream"),
    );
    expect(empty.statusCode).toBe(200);
    expect(empty.json().item.image_url).toBeNull();
    const text = await updateUrlEncoded(
      shopper.token,
      shopper.user.id,
      profileForm(shopper, { picture: "iVBORw0KGgo=" }),
    );
    expect(text.statusCode).toBe(422);
    expect(Object.keys(text.json().errors)).toEqual(["picture"]);
  });
});
