import type { SeedVendor } from "../types.ts";

export const vendors: SeedVendor[] = [
  {
    slug: "riyadh-digital-hub",
    name: { en: "Riyadh Digital Hub", ar: "مركز الرياض الرقمي" },
    description: {
      en: "An authorised electronics dealer on Olaya Street selling phones, laptops and wearables since 2009. Every device ships with a local warranty and free setup help.",
      ar: "وكيل معتمد للإلكترونيات في شارع العليا يبيع الهواتف والحواسيب والأجهزة القابلة للارتداء منذ عام 2009. تُشحن جميع الأجهزة بضمان محلي مع مساعدة مجانية في التهيئة والتشغيل.",
    },
    city: { en: "Riyadh", ar: "الرياض" },
    colour: "#1f4e9c",
    vatNumber: "310234567000103",
  },
  {
    slug: "khaleej-mobile",
    name: { en: "Khaleej Mobile Corner", ar: "ركن الخليج للجوال" },
    description: {
      en: "A busy mobile shop on Tahlia Street known for fair prices on phones, earbuds and renewed devices. Same-day delivery across Jeddah.",
      ar: "متجر جوالات معروف في شارع التحلية بأسعاره المنصفة للهواتف والسماعات والأجهزة المجدّدة. نوفّر التوصيل في اليوم نفسه داخل جدة.",
    },
    city: { en: "Jeddah", ar: "جدة" },
    colour: "#0096c7",
    vatNumber: "310234567000203",
  },
  {
    slug: "sada-audio",
    name: { en: "Sada Audio House", ar: "دار صدى للصوتيات" },
    description: {
      en: "Audio and camera specialists who let you try headphones and speakers in a quiet listening room before you buy. Staff are photographers and sound engineers themselves.",
      ar: "متخصصون في الصوتيات والكاميرات، ويتيحون لك تجربة السماعات ومكبرات الصوت في غرفة استماع هادئة قبل الشراء. فريق العمل نفسه من المصورين ومهندسي الصوت.",
    },
    city: { en: "Dammam", ar: "الدمام" },
    colour: "#7b2cbf",
    vatNumber: "310234567000303",
  },
  {
    slug: "oud-al-hijaz",
    name: { en: "Oud Al Hijaz Perfumes", ar: "عطور عود الحجاز" },
    description: {
      en: "A family perfume house in Al-Balad blending oud, musk and rose oils by hand for three generations.",
      ar: "دار عطور عائلية في جدة التاريخية تمزج دهن العود والمسك وماء الورد يدويًا منذ ثلاثة أجيال.",
    },
    city: { en: "Jeddah", ar: "جدة" },
    colour: "#8b5a2b",
    vatNumber: "310234567000403",
  },
  {
    slug: "qassim-palms-farm",
    name: { en: "Qassim Palms Farm", ar: "مزرعة نخيل القصيم" },
    description: {
      en: "A date farm outside Buraydah selling its own Sukkari and Khalas harvest straight from the packing house. Boxes are sealed on the day they are filled.",
      ar: "مزرعة تمور على أطراف بريدة تبيع محصولها من السكري والخلاص مباشرةً من مصنع التعبئة. تُغلق العلب بإحكام في اليوم الذي تُعبّأ فيه.",
    },
    city: { en: "Buraydah, Al-Qassim", ar: "بريدة، القصيم" },
    colour: "#b8860b",
    vatNumber: "310234567000503",
  },
  {
    slug: "layali-boutique",
    name: { en: "Layali Boutique", ar: "بوتيك ليالي" },
    description: {
      en: "A women's boutique for abayas, evening dresses and handbags, designed in Riyadh and tailored in small batches.",
      ar: "بوتيك نسائي للعبايات وفساتين السهرة والحقائب، تُصمَّم قطعه في الرياض وتُخاط بكميات محدودة.",
    },
    city: { en: "Riyadh", ar: "الرياض" },
    colour: "#c2185b",
    vatNumber: "310234567000603",
  },
  {
    slug: "al-andalus-menswear",
    name: { en: "Al Andalus Menswear", ar: "الأندلس للأزياء الرجالية" },
    description: {
      en: "Menswear from Madinah: crisp thobes, everyday shirts and leather shoes. Free hemming on every thobe.",
      ar: "أزياء رجالية من المدينة المنورة تشمل الثياب الأنيقة والقمصان اليومية والأحذية الجلدية. نقدّم تقصير الثوب مجانًا مع كل طلب.",
    },
    city: { en: "Madinah", ar: "المدينة المنورة" },
    colour: "#2e4057",
    vatNumber: "310234567000703",
  },
  {
    slug: "dar-al-bait",
    name: { en: "Dar Al Bait Home", ar: "دار البيت للمستلزمات المنزلية" },
    description: {
      en: "Furniture, kitchenware and lighting for Gulf homes, from majlis seating to coffee sets. Large pieces are delivered and assembled by our own team.",
      ar: "أثاث وأدوات مطبخ وإضاءة تناسب البيوت الخليجية، من جلسات المجالس إلى أطقم القهوة. يتولى فريقنا توصيل القطع الكبيرة وتركيبها.",
    },
    city: { en: "Al Khobar", ar: "الخبر" },
    colour: "#2a9d8f",
    vatNumber: "310234567000803",
  },
  {
    slug: "nada-beauty",
    name: { en: "Nada Beauty", ar: "ندى للتجميل" },
    description: {
      en: "A beauty store stocking skincare suited to hot, dry weather alongside everyday makeup. Our advisers answer skin questions by chat.",
      ar: "متجر تجميل يوفّر منتجات عناية بالبشرة تلائم الأجواء الحارة والجافة إلى جانب مستحضرات المكياج اليومية. تجيب مستشاراتنا عن أسئلة البشرة عبر المحادثة.",
    },
    city: { en: "Al Khobar", ar: "الخبر" },
    colour: "#d1497a",
    vatNumber: "310234567000903",
  },
  {
    slug: "sahm-sports",
    name: { en: "Sahm Sports", ar: "سهم للرياضة" },
    description: {
      en: "Gym equipment, balls and training wear for home workouts and weekend matches. We also string padel rackets in store.",
      ar: "معدات صالات رياضية وكرات وملابس تدريب للتمارين المنزلية ومباريات نهاية الأسبوع. نوفّر أيضًا خدمة شدّ أوتار مضارب البادل في المتجر.",
    },
    city: { en: "Riyadh", ar: "الرياض" },
    colour: "#e76f51",
    vatNumber: "310234567001003",
  },
  {
    slug: "al-warraq",
    name: { en: "Al Warraq Books & Toys", ar: "الورّاق للكتب والألعاب" },
    description: {
      en: "A bookshop and toy store for the whole family, with Arabic and English titles, puzzles and educational games.",
      ar: "مكتبة ومتجر ألعاب للعائلة كلها، يضم عناوين عربية وإنجليزية وألغاز تركيب وألعابًا تعليمية.",
    },
    city: { en: "Jeddah", ar: "جدة" },
    colour: "#3a86ff",
    vatNumber: "310234567001103",
  },
];
