import type { BilingualText } from "./types.ts";

/**
 * The main marketplace's blog: short, useful posts written in both languages. Bodies are plain
 * text: paragraphs separated by blank lines, lists as lines starting with "- ", headings as a
 * line starting with "## " (the API's blogPost describes it).
 */
export interface SeedBlogPost {
  slug: string;
  /** Days before the seed's run that the post was published. */
  publishedDaysAgo: number;
  title: BilingualText;
  summary: BilingualText;
  body: BilingualText;
}

export const blogPosts: SeedBlogPost[] = [
  {
    slug: "ramadan-shopping-without-the-rush",
    publishedDaysAgo: 3,
    title: {
      en: "Ramadan shopping without the rush",
      ar: "تسوّق رمضان بلا زحمة",
    },
    summary: {
      en: "Plan the month's groceries, Eid clothes and gifts early, and let the deliveries come to you while you rest.",
      ar: "جهّز مقاضي الشهر وملابس العيد والهدايا مبكرًا، ودع الطلبات تصلك وأنت مرتاح.",
    },
    body: {
      en: [
        "The last ten days of Ramadan are when everyone shops at once: couriers are busy and favourite sizes sell out. A little planning in the first week saves you the rush.",
        "## Week one: the pantry",
        "- Order dates, coffee and the long-keeping basics together, so one delivery covers the month.\n- Check the delivery charge at checkout: an order of 200.00 SAR or more travels free with standard delivery.",
        "## Week two: Eid clothes",
        "- Choose clothes for the family while every size is still in stock.\n- Read our sizes guide before you order, and keep the receipt: you have 7 days after delivery to return an item that does not fit.",
        "## Week three: gifts",
        "- Perfumes, sweets and home pieces make easy Eid gifts. Save ideas to your wishlist as you browse, then order them together.\n- Add each family member's address to your address book, so a gift can go straight to them.",
        "Order before the last ten days and your parcels arrive while you rest. Ramadan Kareem!",
      ].join("\n\n"),
      ar: [
        "في العشر الأواخر من رمضان يتسوّق الجميع في وقت واحد: يزدحم المندوبون وتنفد المقاسات المطلوبة. قليل من التخطيط في الأسبوع الأول يغنيك عن الزحمة.",
        "## الأسبوع الأول: مقاضي البيت",
        "- اطلب التمر والقهوة والأساسيات التي تدوم معًا، لتكفيك شحنة واحدة طوال الشهر.\n- انظر إلى رسوم التوصيل عند إتمام الطلب: الطلب الذي يبلغ 200.00 ريال أو أكثر يصلك مجانًا بالتوصيل العادي.",
        "## الأسبوع الثاني: ملابس العيد",
        "- اختر ملابس العائلة والمقاسات كلها ما زالت متوفرة.\n- اقرأ دليل المقاسات قبل الطلب، واحتفظ بالفاتورة: لديك 7 أيام بعد التوصيل لإرجاع ما لا يناسبك.",
        "## الأسبوع الثالث: الهدايا",
        "- العطور والحلويات وقطع الديكور هدايا عيد سهلة. احفظ ما يعجبك في المفضلة وأنت تتصفح، ثم اطلبه مرة واحدة.\n- أضف عنوان كل فرد من العائلة إلى دفتر عناوينك، لتصله الهدية مباشرة.",
        "اطلب قبل العشر الأواخر لتصلك طلباتك وأنت مرتاح. رمضان كريم!",
      ].join("\n\n"),
    },
  },
  {
    slug: "find-your-size",
    publishedDaysAgo: 12,
    title: {
      en: "Find your size the first time",
      ar: "اختر مقاسك الصحيح من أول مرة",
    },
    summary: {
      en: "Two minutes with a tape measure and a favourite garment, and the size you order is the size that fits.",
      ar: "دقيقتان مع شريط قياس وقطعة تحبها، ويصلك المقاس الذي يناسبك.",
    },
    body: {
      en: [
        "Sizes differ from one brand to the next, so the letter on your favourite shirt is only a start. Measuring takes two minutes and saves a return.",
        "## Measure yourself",
        "- Chest: around the fullest part, under the arms, with the tape level.\n- Waist: around your natural waist, where you bend sideways.\n- Length: for a thobe or an abaya, from the top of the shoulder to where you want the hem.",
        "## Measure what already fits",
        "Lay a shirt or a dress you like flat and measure it across the chest and from the shoulder to the hem. Compare those numbers with the product's details: they tell you more than the letter on the label.",
        "## Shoes",
        "Measure your feet in the evening, when they are at their largest, from the heel to the longest toe. Between two sizes, choose the larger one.",
        "## Still unsure?",
        "Use Chat with vendor on the product's page: vendors know how their sizes run. And if a size is not right after all, you can return an unused item within 7 days of delivery.",
      ].join("\n\n"),
      ar: [
        "تختلف المقاسات من ماركة إلى أخرى، فالحرف المكتوب على قميصك المفضل بداية فقط. القياس يأخذ دقيقتين ويوفّر عليك الإرجاع.",
        "## قِس نفسك",
        "- الصدر: حول أعرض جزء منه تحت الإبطين، والشريط مستوٍ.\n- الخصر: حول خصرك الطبيعي، حيث تنحني جانبًا.\n- الطول: للثوب أو العباية، من أعلى الكتف إلى حيث تريد نهايته.",
        "## قِس قطعة تناسبك",
        "افرد قميصًا أو فستانًا يعجبك مقاسه، وقِس عرضه عند الصدر وطوله من الكتف إلى الأسفل. قارن هذه الأرقام بتفاصيل المنتج، فهي أدق من الحرف المكتوب على الملصق.",
        "## الأحذية",
        "قِس قدميك في المساء حين تكونان في أكبر حجم لهما، من الكعب إلى أطول إصبع. وإن وقعت بين مقاسين فاختر الأكبر.",
        "## ما زلت مترددًا؟",
        "استخدم زر «راسل البائع» في صفحة المنتج، فالبائع يعرف مقاساته جيدًا. وإن لم يناسبك المقاس بعد ذلك، يمكنك إرجاع القطعة غير المستعملة خلال 7 أيام من التوصيل.",
      ].join("\n\n"),
    },
  },
  {
    slug: "returns-made-simple",
    publishedDaysAgo: 25,
    title: {
      en: "Returns made simple",
      ar: "الإرجاع ببساطة",
    },
    summary: {
      en: "Changed your mind or received the wrong item? What you can cancel, what you can return, and how the refund reaches you.",
      ar: "غيّرت رأيك أو وصلك منتج غير الذي طلبته؟ ما يمكنك إلغاؤه وما يمكنك إرجاعه وكيف يصلك المبلغ.",
    },
    body: {
      en: [
        "Every shopper changes their mind sometimes. Here is the short version of our returns page.",
        "## Before it ships: cancel",
        "Open the order from your orders list and cancel it. You can do that until any part of it has shipped; the items go straight back on the shelf.",
        "## After delivery: return within 7 days",
        "- Tell us through the contact page within 7 days of delivery, with your order number.\n- Keep the item unused, in its packaging, with everything that came with it.\n- A faulty item, or one that is not what you ordered, is collected at no charge whatever its state.",
        "## Your refund",
        "Once the vendor has the item back, the refund is on its way, VAT included, and the delivery charge too when the item was faulty or wrong. The returns page has every detail.",
      ].join("\n\n"),
      ar: [
        "كل متسوّق يغيّر رأيه أحيانًا. هذه خلاصة صفحة الإرجاع عندنا.",
        "## قبل الشحن: ألغِ الطلب",
        "افتح الطلب من قائمة طلباتك وألغِه. يمكنك ذلك ما دام لم يُشحن أي جزء منه، وتعود المنتجات إلى المخزون فورًا.",
        "## بعد التوصيل: أرجِع خلال 7 أيام",
        "- أبلغنا من صفحة التواصل خلال 7 أيام من التوصيل، مع رقم طلبك.\n- أبقِ المنتج غير مستعمل، في غلافه، مع كل ما جاء معه.\n- المنتج المعيب أو المختلف عمّا طلبته نستلمه منك مجانًا مهما كانت حالته.",
        "## استرداد المبلغ",
        "حين يستلم البائع المنتج يبدأ استرداد المبلغ شاملًا ضريبة القيمة المضافة، ورسوم التوصيل أيضًا إن كان المنتج معيبًا أو مختلفًا. تجد التفاصيل كلها في صفحة الإرجاع.",
      ].join("\n\n"),
    },
  },
];
