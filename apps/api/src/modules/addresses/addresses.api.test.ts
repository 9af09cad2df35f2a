import {
  addressChangeResponse,
  addressListResponse,
  maxAddressesPerShopper,
} from "@souq/contract/addresses";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  demoShopper,
  freshAddress,
  multipartBody,
  registerShopper,
  type TestShopper,
} from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { findShopperAddress } from "./public.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const listUrl = (company: number) => `/${company}/api/marketplace/addresses`;
const addressUrl = (company: number, id: number | string) => `${listUrl(company)}/${id}`;
const setDefaultUrl = (company: number, id: number | string) =>
  `/${company}/api/marketplace/address-set-default/${id}`;

const home = {
  phone: "0501234567",
  address: "King Fahd Road, Olaya",
  city_name: "Riyadh",
  country_name: "SA",
  zip_code: "12211",
  state: "Riyadh Province",
};

/** The National Address parts of an address written as one line, as the spec's clients write it. */
const noParts = {
  recipient_name: "",
  district: "",
  street: "",
  building_number: "",
  short_code: "",
};

type Headers = Record<string, string>;

const create = (company: number, payload: Record<string, string>, headers: Headers) =>
  t.app.inject({ method: "POST", url: listUrl(company), headers, payload });

const update = (
  company: number,
  id: number | string,
  payload: Record<string, string>,
  headers: Headers,
  method = "put",
) =>
  t.app.inject({
    method: "POST",
    url: `${addressUrl(company, id)}?_method=${method}`,
    headers,
    payload,
  });

const remove = (company: number, id: number | string, headers: Headers) =>
  t.app.inject({ method: "DELETE", url: addressUrl(company, id), headers });

const setDefault = (company: number, id: number | string, headers: Headers) =>
  t.app.inject({ method: "GET", url: setDefaultUrl(company, id), headers });

async function list(company: number, headers: Headers) {
  const response = await t.app.inject({ method: "GET", url: listUrl(company), headers });
  expect(response.statusCode).toBe(200);
  return addressListResponse.parse(response.json()).data;
}

/** Creates an address and answers its id. */
async function created(company: number, headers: Headers, fields: Record<string, string> = {}) {
  const response = await create(company, { ...home, ...fields }, headers);
  expect(response.statusCode).toBe(201);
  const id = addressChangeResponse.parse(response.json()).data?.id;
  if (id === undefined) throw new Error("the created address has no id");
  return id;
}

const defaults = (rows: { id: number; is_default: boolean }[]) =>
  rows.filter((row) => row.is_default).map((row) => row.id);

async function newShopper(): Promise<{ shopper: TestShopper; auth: Headers }> {
  const shopper = await registerShopper(t.app, { company_id: 1 });
  return { shopper, auth: bearer(shopper.token) };
}

describe("the address book calls", () => {
  it("needs a signed-in shopper for every call", async () => {
    const calls = [
      t.app.inject({ method: "GET", url: listUrl(1) }),
      create(1, home, {}),
      update(1, 1, home, {}),
      remove(1, 1, {}),
      setDefault(1, 1, {}),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Please sign in to continue." });
    }
  });

  it("starts empty, never cached", async () => {
    const { auth } = await newShopper();
    const response = await t.app.inject({ method: "GET", url: listUrl(1), headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("no-store");
    expect(response.json()).toEqual({ data: [] });
  });

  it("creates from JSON with the spec's message; the first address is the default", async () => {
    const { auth } = await newShopper();
    const response = await create(1, home, auth);
    expect(response.statusCode).toBe(201);
    const body = addressChangeResponse.parse(response.json());
    expect(body.message).toBe("Address created successfully");
    expect(body.data).toEqual({
      id: expect.any(Number),
      phone: "+966501234567",
      address: "King Fahd Road, Olaya",
      city_name: "Riyadh",
      country_name: "Saudi Arabia",
      zip_code: "12211",
      state: "Riyadh Province",
      ...noParts,
      is_default: true,
    });
    expect(await list(1, auth)).toEqual([body.data]);
  });

  it("creates from url-encoded and multipart form data, in Arabic too", async () => {
    const { auth } = await newShopper();
    const encoded = await t.app.inject({
      method: "POST",
      url: listUrl(1),
      headers: { ...auth, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ ...home, phone: "+971 50 123 4567" }).toString(),
    });
    expect(encoded.statusCode).toBe(201);
    expect(encoded.json().data).toMatchObject({ phone: "+971501234567", is_default: true });

    const form = multipartBody({
      ...home,
      phone: "٠٥٥ ١٢٣ ٤٥٦٧",
      country_name: "الكويت",
      city_name: "الكويت",
      zip_code: "١٣٠٠١",
    });
    const multipart = await t.app.inject({
      method: "POST",
      url: listUrl(1),
      headers: { ...auth, ...form.headers, "accept-language": "ar" },
      payload: form.payload,
    });
    expect(multipart.statusCode).toBe(201);
    expect(multipart.json()).toMatchObject({
      message: "تمت إضافة العنوان بنجاح",
      data: {
        phone: "+966551234567",
        country_name: "الكويت",
        zip_code: "13001",
        is_default: false,
      },
    });
    // The country is kept as a country, so each language names it its own way.
    const english = await list(1, auth);
    expect(english.map((row) => row.country_name)).toEqual(["Saudi Arabia", "Kuwait"]);
  });

  it("names the demo shopper's seeded country in the request's language", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: freshAddress(),
      payload: { email: demoShopper.email, password: demoShopper.password, company_id: 1 },
    });
    const auth = bearer(login.json().access_token.accessToken as string);
    const arabic = await t.app.inject({
      method: "GET",
      url: listUrl(1),
      headers: { ...auth, "accept-language": "ar" },
    });
    expect(addressListResponse.parse(arabic.json()).data).toEqual([
      expect.objectContaining({
        country_name: "المملكة العربية السعودية",
        phone: "+966501234567",
        is_default: true,
      }),
    ]);
  });

  it("lists the default first, then the newest", async () => {
    const { auth } = await newShopper();
    const first = await created(1, auth);
    const second = await created(1, auth, { city_name: "Jeddah" });
    const third = await created(1, auth, { city_name: "Dammam" });
    expect((await list(1, auth)).map((row) => row.id)).toEqual([first, third, second]);
  });

  it.each(["put", "PUT", "Put"])("updates with POST …?_method=%s", async (method) => {
    const { auth } = await newShopper();
    const id = await created(1, auth);
    const response = await update(
      1,
      id,
      { ...home, city_name: "  Jeddah ", phone: "+966 55 000 1111" },
      auth,
      method,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "Address updated successfully",
      data: {
        ...home,
        id,
        city_name: "Jeddah",
        phone: "+966550001111",
        country_name: "Saudi Arabia",
        ...noParts,
        is_default: true,
      },
    });
    expect((await list(1, auth))[0]?.city_name).toBe("Jeddah");
  });

  it("updates with a real PUT and with JSON, keeping the default mark", async () => {
    const { auth } = await newShopper();
    await created(1, auth);
    const other = await created(1, auth);
    const response = await t.app.inject({
      method: "PUT",
      url: addressUrl(1, other),
      headers: { ...auth, "accept-language": "ar" },
      payload: { ...home, country_name: "Oman", phone: "+968 9212 3456" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: "تم تحديث العنوان بنجاح",
      data: { id: other, country_name: "عُمان", phone: "+96892123456", is_default: false },
    });
  });

  it("deletes with the spec's message; deleting the default makes the newest other one default", async () => {
    const { auth } = await newShopper();
    const first = await created(1, auth);
    const second = await created(1, auth);
    const third = await created(1, auth);
    expect(defaults(await list(1, auth))).toEqual([first]);

    const response = await remove(1, first, auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Address deleted successfully" });
    expect(defaults(await list(1, auth))).toEqual([third]);

    // Deleting one that is not the default leaves the default alone.
    expect((await remove(1, second, auth)).statusCode).toBe(200);
    expect(defaults(await list(1, auth))).toEqual([third]);
    expect((await remove(1, third, auth)).statusCode).toBe(200);
    expect(await list(1, auth)).toEqual([]);
    // Deleting it again finds nothing.
    expect((await remove(1, third, auth)).statusCode).toBe(404);
  });

  it("sets exactly one default", async () => {
    const { auth } = await newShopper();
    const first = await created(1, auth);
    const second = await created(1, auth);
    const response = await setDefault(1, second, auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: "Set to default address successfully",
      data: { id: second, is_default: true },
    });
    const rows = await list(1, auth);
    expect(defaults(rows)).toEqual([second]);
    expect(rows.map((row) => row.id)).toEqual([second, first]);
    // Setting it again changes nothing; in Arabic the message is Arabic.
    const again = await setDefault(1, second, { ...auth, "accept-language": "ar" });
    expect(again.json().message).toBe("تم تعيين العنوان الافتراضي بنجاح");
    expect(defaults(await list(1, auth))).toEqual([second]);
  });

  it("keeps one default when creates race", async () => {
    const { auth } = await newShopper();
    const responses = await Promise.all(Array.from({ length: 6 }, () => create(1, home, auth)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    const rows = await list(1, auth);
    expect(rows).toHaveLength(6);
    expect(defaults(rows)).toHaveLength(1);
  });
});

describe("whose addresses", () => {
  let owner: Headers;
  let ownerShopper: TestShopper;
  let ownersAddress: number;
  let stranger: Headers;

  beforeAll(async () => {
    const first = await newShopper();
    ownerShopper = first.shopper;
    owner = first.auth;
    ownersAddress = await created(1, owner);
    stranger = (await newShopper()).auth;
    await created(1, stranger);
  });

  async function expectUntouched() {
    expect(await list(1, owner)).toEqual([
      expect.objectContaining({ id: ownersAddress, city_name: "Riyadh", is_default: true }),
    ]);
  }

  it("answers 404 to another shopper's update, delete and set-default, as for no address", async () => {
    const missing = ownersAddress + 100_000;
    for (const id of [ownersAddress, missing]) {
      const answers = [
        await update(1, id, { ...home, city_name: "Stolen" }, stranger),
        await remove(1, id, stranger),
        await setDefault(1, id, stranger),
      ];
      for (const response of answers) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: "This address does not exist." });
      }
    }
    await expectUntouched();
    expect((await list(1, stranger)).map((row) => row.id)).not.toContain(ownersAddress);
  });

  it("answers 404 for the shopper's own address asked for in another marketplace", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: freshAddress(),
      payload: { email: ownerShopper.email, password: ownerShopper.password, company_id: 2 },
    });
    const elsewhere = bearer(login.json().access_token.accessToken as string);
    expect(await list(2, elsewhere)).toEqual([]);
    expect((await update(2, ownersAddress, home, elsewhere)).statusCode).toBe(404);
    expect((await remove(2, ownersAddress, elsewhere)).statusCode).toBe(404);
    expect((await setDefault(2, ownersAddress, elsewhere)).statusCode).toBe(404);
    // An address made there is that marketplace's own, and the default of its book.
    const there = await created(2, elsewhere);
    expect(defaults(await list(2, elsewhere))).toEqual([there]);
    await expectUntouched();
  });

  it("answers 400 for an id that is not one", async () => {
    expect((await remove(1, "abc", owner)).statusCode).toBe(400);
    expect((await setDefault(1, "0", owner)).statusCode).toBe(400);
    expect((await update(1, "99999999999", home, owner)).statusCode).toBe(400);
  });

  it("lets checkout read only the shopper's own address", async () => {
    const { db } = t.database;
    const userId = ownerShopper.user.id;
    expect(await findShopperAddress(db, { companyId: 1, userId, id: ownersAddress })).toEqual(
      expect.objectContaining({
        id: ownersAddress,
        phone: "+966501234567",
        country_name: "Saudi Arabia",
      }),
    );
    expect(
      await findShopperAddress(db, { companyId: 1, userId, id: ownersAddress, locale: "ar" }),
    ).toEqual(expect.objectContaining({ country_name: "المملكة العربية السعودية" }));
    expect(await findShopperAddress(db, { companyId: 2, userId, id: ownersAddress })).toBeNull();
    expect(
      await findShopperAddress(db, { companyId: 1, userId: userId + 1_000_000, id: ownersAddress }),
    ).toBeNull();
  });
});

describe("what an address may say", () => {
  let auth: Headers;
  beforeAll(async () => {
    auth = (await newShopper()).auth;
  });

  /** How many addresses the test shopper keeps, read from the database. */
  const kept = async () => (await list(1, auth)).length;

  it.each([
    ["0501234567", "+966501234567"],
    ["501234567", "+966501234567"],
    ["+966501234567", "+966501234567"],
    ["009665 0123 4567", "+966501234567"],
    ["050-123-4567", "+966501234567"],
    ["٠٥٠١٢٣٤٥٦٧", "+966501234567"],
    ["۰۵۰ ۱۲۳ ۴۵۶۷", "+966501234567"],
    ["+971 4 123 4567", "+97141234567"],
    ["+965 9123 4567", "+96591234567"],
    ["+973 3612 3456", "+97336123456"],
    ["+974 5512 3456", "+97455123456"],
    ["00968 9212 3456", "+96892123456"],
  ])("stores the phone %s as %s", async (phone, normalised) => {
    const response = await create(1, { ...home, phone }, auth);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.phone).toBe(normalised);
    // Each number is one more address, read back as it was stored.
    expect((await list(1, auth)).some((row) => row.id === response.json().data.id)).toBe(true);
    expect(await kept()).toBeLessThanOrEqual(maxAddressesPerShopper);
  });
});

describe("what an address may not say", () => {
  let auth: Headers;
  let id: number;
  beforeAll(async () => {
    auth = (await newShopper()).auth;
    id = await created(1, auth);
  });

  async function expectOnlyTheFirst() {
    expect(await list(1, auth)).toEqual([
      expect.objectContaining({ id, phone: "+966501234567", city_name: "Riyadh" }),
    ]);
  }

  it.each([
    "12345",
    "0401234567",
    "050123456",
    "05012345678",
    "966501234567",
    "+96650123456",
    "+1 202 555 0100",
    "+44 20 7946 0958",
    "+965 1234567",
    "050.123.4567",
    "٠٥٠١٢٣٤٥٦",
    "phone",
  ])(
    "refuses the phone %s with a clear message in both languages, on create and update",
    async (phone) => {
      const english = await create(1, { ...home, phone }, auth);
      expect(english.statusCode).toBe(422);
      expect(english.json()).toEqual({
        message: "Some of the information given is not valid.",
        errors: {
          phone: [
            "Enter a Saudi mobile number (05XXXXXXXX) or a Gulf number with its country code (+971, +965, +973, +974, +968).",
          ],
        },
      });
      const arabic = await update(1, id, { ...home, phone }, { ...auth, "accept-language": "ar" });
      expect(arabic.statusCode).toBe(422);
      expect(arabic.json().errors.phone[0]).toMatch(/^أدخل رقم جوال سعوديًا/);
      await expectOnlyTheFirst();
    },
  );

  it("refuses line breaks and other control characters in the address lines, in both languages", async () => {
    const english = await create(
      1,
      {
        ...home,
        address: "Olaya Street 5\r\nBcc: someone@example.com",
        city_name: "Riyadh\u0085",
        state: "Riyadh\tProvince",
      },
      auth,
    );
    expect(english.statusCode).toBe(422);
    const line = "Write this on one line, without line breaks or control characters.";
    expect(english.json().errors).toEqual({ address: [line], city_name: [line], state: [line] });
    const arabic = await update(
      1,
      id,
      { ...home, address: "Olaya\nStreet" },
      { ...auth, "accept-language": "ar" },
    );
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().errors.address[0]).toMatch(/^اكتب هذا في سطر واحد/);
    await expectOnlyTheFirst();
  });

  it("says which fields are missing, too long or not allowed, and changes nothing", async () => {
    const response = await create(
      1,
      {
        phone: "   ",
        address: "x".repeat(201),
        city_name: "",
        country_name: "France",
        zip_code: "ABCDE",
        state: "y".repeat(81),
      },
      auth,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      phone: ["This field is required."],
      address: ["Enter at most 200 characters."],
      city_name: ["This field is required."],
      country_name: ["Choose one of the Gulf countries."],
      zip_code: ["Enter a postal code of 3 to 5 digits, such as 12345 or 12345-6789."],
      state: ["Enter at most 80 characters."],
    });
    const missing = await t.app.inject({
      method: "POST",
      url: listUrl(1),
      headers: { ...auth, "accept-language": "ar" },
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      "address",
      "city_name",
      "country_name",
      "phone",
    ]);
    expect(missing.json().errors.phone).toEqual(["هذا الحقل مطلوب."]);
    const badUpdate = await update(1, id, { ...home, country_name: "Egypt" }, auth);
    expect(badUpdate.statusCode).toBe(422);
    await expectOnlyTheFirst();
  });

  it("takes zip code and state as optional, and trims every field", async () => {
    const response = await create(
      1,
      {
        phone: " 0501234567 ",
        address: "  Tahlia Street  ",
        city_name: " Jeddah ",
        country_name: "  saudi arabia ",
      },
      auth,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      address: "Tahlia Street",
      city_name: "Jeddah",
      country_name: "Saudi Arabia",
      zip_code: "",
      state: "",
    });
    expect((await remove(1, response.json().data.id, auth)).statusCode).toBe(200);
  });
});

describe("how many addresses", () => {
  it(`keeps at most ${maxAddressesPerShopper} per shopper and says so`, async () => {
    const { auth } = await newShopper();
    for (let n = 0; n < maxAddressesPerShopper; n += 1) await created(1, auth);
    const english = await create(1, home, auth);
    expect(english.statusCode).toBe(422);
    expect(english.json()).toEqual({
      message: `You can keep up to ${maxAddressesPerShopper} addresses. Delete one to add another.`,
      errors: {},
    });
    const arabic = await create(1, home, { ...auth, "accept-language": "ar" });
    expect(arabic.json().message).toContain(String(maxAddressesPerShopper));
    const rows = await list(1, auth);
    expect(rows).toHaveLength(maxAddressesPerShopper);
    // Deleting one makes room for one.
    expect((await remove(1, rows[1]?.id ?? 0, auth)).statusCode).toBe(200);
    expect((await create(1, home, auth)).statusCode).toBe(201);
    expect((await create(1, home, auth)).statusCode).toBe(422);
  });
});

describe("a Saudi National Address", () => {
  const saudi = {
    phone: "0501234567",
    recipient_name: "Sara Al-Qahtani",
    building_number: "٢٩٢٩",
    street: "King Fahd Road",
    district: "Al Olaya",
    short_code: "rrrd ٢٩٢٩",
    city_name: "Riyadh",
    country_name: "SA",
    zip_code: "12211",
  };

  it("is stored with its parts normalised and answered with its line written from them", async () => {
    const { auth } = await newShopper();
    const response = await create(1, saudi, auth);
    expect(response.statusCode, response.body).toBe(201);
    expect(addressChangeResponse.parse(response.json()).data).toEqual({
      id: expect.any(Number),
      phone: "+966501234567",
      address: "2929 King Fahd Road, Al Olaya",
      city_name: "Riyadh",
      country_name: "Saudi Arabia",
      zip_code: "12211",
      state: "",
      recipient_name: "Sara Al-Qahtani",
      district: "Al Olaya",
      street: "King Fahd Road",
      building_number: "2929",
      short_code: "RRRD2929",
      is_default: true,
    });
    // Written in Arabic, the line takes the Arabic comma; the building number is optional.
    const arabic = await create(
      1,
      { ...saudi, street: "طريق الملك فهد", district: "العليا", building_number: "" },
      { ...auth, "accept-language": "ar" },
    );
    expect(arabic.json().data).toMatchObject({
      address: "طريق الملك فهد، العليا",
      building_number: "",
    });
  });

  it("needs the recipient, the street and the district, saying so in both languages", async () => {
    const { auth } = await newShopper();
    const english = await create(
      1,
      { ...saudi, recipient_name: "", street: " ", district: "" },
      auth,
    );
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({
      recipient_name: ["This field is required."],
      street: ["This field is required."],
      district: ["This field is required."],
    });
    const arabic = await create(
      1,
      { ...saudi, district: "" },
      {
        ...auth,
        "accept-language": "ar",
      },
    );
    expect(arabic.json().errors).toEqual({ district: ["هذا الحقل مطلوب."] });
    expect(await list(1, auth)).toEqual([]);
  });

  it("refuses a building number or short code of the wrong shape, and a short code abroad", async () => {
    const { auth } = await newShopper();
    const wrong = await create(1, { ...saudi, building_number: "12", short_code: "RRR29" }, auth);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      building_number: ["Enter the building number of four digits, such as 2929."],
      short_code: ["Enter the short address of four letters and four digits, such as RRRD2929."],
    });
    const abroad = await create(
      1,
      { ...saudi, city_name: "Dubai", country_name: "AE" },
      { ...auth, "accept-language": "ar" },
    );
    expect(abroad.statusCode).toBe(422);
    expect(abroad.json().errors).toEqual({
      short_code: ["العنوان المختصر للعناوين داخل المملكة العربية السعودية فقط."],
    });
    expect(await list(1, auth)).toEqual([]);
  });

  it("becomes a one-line address again when a spec client changes it, and back", async () => {
    const { auth } = await newShopper();
    const id = await created(1, auth, saudi);
    const byLine = await update(1, id, home, auth);
    expect(byLine.json().data).toMatchObject({ ...noParts, address: home.address });
    const bySaudi = await update(1, id, saudi, auth);
    expect(bySaudi.json().data).toMatchObject({
      address: "2929 King Fahd Road, Al Olaya",
      short_code: "RRRD2929",
    });
  });

  it("leaves rows written before the parts existed valid, with empty parts", async () => {
    const { shopper, auth } = await newShopper();
    // A row as the table held it before the migration: only the spec's columns.
    await t.database.db.execute(sql`
      insert into addresses (user_id, company_id, phone, address, city_name, country_name, zip_code, state, is_default)
      values (${shopper.user.id}, 1, '+966501234567', 'Olaya Street 5', 'Riyadh', 'Saudi Arabia', '', '', true)`);
    expect(await list(1, auth)).toEqual([
      {
        id: expect.any(Number),
        phone: "+966501234567",
        address: "Olaya Street 5",
        city_name: "Riyadh",
        country_name: "Saudi Arabia",
        zip_code: "",
        state: "",
        ...noParts,
        is_default: true,
      },
    ]);
  });

  it("is the demo shopper's seeded address", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: freshAddress(),
      payload: { email: demoShopper.email, password: demoShopper.password, company_id: 1 },
    });
    const auth = bearer(login.json().access_token.accessToken as string);
    expect(await list(1, auth)).toEqual([
      expect.objectContaining({
        recipient_name: demoShopper.name,
        short_code: "RRRD2929",
        address: "2929 King Fahd Road, Al Olaya",
      }),
    ]);
  });
});
