/**
 * The shoppers who wrote the demo reviews. Each writes in one language; names are written the way
 * the person would type them. Nobody can sign in as them (see seed-reviews.ts).
 */
export interface SeedReviewer {
  /** The local part of the email address; unique. */
  handle: string;
  name: string;
  language: "en" | "ar";
}

export const reviewerEmailDomain = "reviewers.example.org";

export const reviewers: SeedReviewer[] = [
  { handle: "noura.alotaibi", name: "نورة العتيبي", language: "ar" },
  { handle: "abdullah.alharbi", name: "عبدالله الحربي", language: "ar" },
  { handle: "reem.alshehri", name: "ريم الشهري", language: "ar" },
  { handle: "fahad.aldosari", name: "فهد الدوسري", language: "ar" },
  { handle: "lama.alzahrani", name: "لمى الزهراني", language: "ar" },
  { handle: "khalid.alghamdi", name: "خالد الغامدي", language: "ar" },
  { handle: "hessa.almutairi", name: "حصة المطيري", language: "ar" },
  { handle: "turki.alqahtani", name: "تركي القحطاني", language: "ar" },
  { handle: "ahmed.mansour", name: "أحمد منصور", language: "ar" },
  { handle: "mona.salem", name: "منى سالم", language: "ar" },
  { handle: "yousef.alanazi", name: "يوسف العنزي", language: "ar" },
  { handle: "shahad.alshammari", name: "شهد الشمري", language: "ar" },
  { handle: "omar.haddad", name: "عمر حداد", language: "ar" },
  { handle: "dana.alrashid", name: "دانة الرشيد", language: "ar" },
  { handle: "saud.albaqami", name: "سعود البقمي", language: "ar" },
  { handle: "asma.alsubaie", name: "أسماء السبيعي", language: "ar" },
  { handle: "majed.alyami", name: "ماجد اليامي", language: "ar" },
  { handle: "afnan.alamri", name: "أفنان العمري", language: "ar" },
  { handle: "nasser.aljohani", name: "ناصر الجهني", language: "ar" },
  { handle: "ghada.khalil", name: "غادة خليل", language: "ar" },
  { handle: "mohammed.aziz", name: "محمد عزيز", language: "ar" },
  { handle: "haya.alkhaldi", name: "هيا الخالدي", language: "ar" },
  { handle: "faisal.alharthy", name: "Faisal Al-Harthy", language: "en" },
  { handle: "sarah.almalki", name: "Sarah Al-Malki", language: "en" },
  { handle: "omar.farouk", name: "Omar Farouk", language: "en" },
  { handle: "layla.hassan", name: "Layla Hassan", language: "en" },
  { handle: "priya.nair", name: "Priya Nair", language: "en" },
  { handle: "james.whitfield", name: "James Whitfield", language: "en" },
  { handle: "aisha.rahman", name: "Aisha Rahman", language: "en" },
  { handle: "daniel.okafor", name: "Daniel Okafor", language: "en" },
  { handle: "maria.santos", name: "Maria Santos", language: "en" },
  { handle: "bilal.qureshi", name: "Bilal Qureshi", language: "en" },
  { handle: "hannah.becker", name: "Hannah Becker", language: "en" },
  { handle: "rashid.khan", name: "Rashid Khan", language: "en" },
  { handle: "emily.carter", name: "Emily Carter", language: "en" },
  { handle: "tariq.alsaleh", name: "Tariq Al-Saleh", language: "en" },
  { handle: "fatima.zahra", name: "Fatima Zahra", language: "en" },
  { handle: "joseph.mathew", name: "Joseph Mathew", language: "en" },
  { handle: "nadia.karim", name: "Nadia Karim", language: "en" },
  { handle: "ali.alsayed", name: "Ali Al-Sayed", language: "en" },
];

/** Short review sentences by how happy the shopper was, written for any kind of product. */
export const reviewSentences: Record<"good" | "mixed" | "poor", { en: string[]; ar: string[] }> = {
  good: {
    en: [
      "Exactly as described and it arrived two days early.",
      "Great quality for the price. I would buy it again.",
      "Well packed and the seller answered my questions quickly.",
      "Looks even better in person than in the pictures.",
      "I have used it daily for a month and it still feels new.",
      "Bought it as a gift and they loved it.",
      "Solid build, nothing cheap about it.",
      "Delivery to Jeddah was fast and the item was in perfect condition.",
      "Does the job perfectly. Very happy with this purchase.",
      "The colour is true to the photos and the finish is excellent.",
    ],
    ar: [
      "مطابق للوصف تمامًا ووصل قبل موعده بيومين.",
      "جودة ممتازة مقابل السعر، وسأشتريه مرة أخرى.",
      "التغليف ممتاز والبائع تجاوب مع أسئلتي بسرعة.",
      "أجمل في الواقع من الصور.",
      "أستخدمه يوميًا منذ شهر وما زال كأنه جديد.",
      "اشتريته هدية ونال إعجابهم كثيرًا.",
      "صناعة متينة ولا يوجد فيه شيء رخيص.",
      "التوصيل إلى الرياض كان سريعًا والمنتج بحالة ممتازة.",
      "يؤدي الغرض على أكمل وجه، راضٍ جدًا عن الشراء.",
      "اللون مطابق للصور والتشطيب رائع.",
    ],
  },
  mixed: {
    en: [
      "Decent, but not quite what I expected from the pictures.",
      "Good product, although delivery took longer than promised.",
      "Fine for everyday use. The packaging could be better.",
      "Works as it should, nothing special.",
      "Average quality for the price; it is acceptable.",
    ],
    ar: [
      "جيد، لكنه ليس تمامًا كما توقعت من الصور.",
      "منتج جيد، مع أن التوصيل تأخر عن الموعد.",
      "مناسب للاستخدام اليومي، والتغليف يحتاج إلى تحسين.",
      "يعمل كما ينبغي، لا شيء مميز.",
      "جودة متوسطة مقابل السعر، مقبول.",
    ],
  },
  poor: {
    en: [
      "Disappointed: the size runs small and the return took a while.",
      "The quality does not match the price.",
      "It arrived with a scratch; the seller offered a replacement.",
      "Not as shown in the pictures. I would not order it again.",
    ],
    ar: [
      "خاب ظني، المقاس أصغر من المعتاد والإرجاع أخذ وقتًا.",
      "الجودة لا تتناسب مع السعر.",
      "وصل وفيه خدش، وعرض البائع استبداله.",
      "ليس كما في الصور، ولن أطلبه مرة أخرى.",
    ],
  },
};
