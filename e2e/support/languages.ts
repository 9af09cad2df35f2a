/** What each storefront language must show; the suites run once per language. */
export const languages = [
  {
    locale: "en",
    home: "/",
    prefix: "",
    dir: "ltr",
    font: "Inter",
    fontSample: "a",
    newArrivals: "New arrivals",
    seeAll: "See all",
    popularCategories: "Popular categories",
    currency: "Saudi riyals",
    notFoundTitle: "Page Not Found",
    notFoundMessage: "Sorry, the page you are looking for does not exist.",
    switchTo: "عربي",
    menu: ["Home", "Store", "Categories", "Vendors", "Contact Us"],
    cartEmpty: "Cart Empty",
    compareEmpty: "No products in the compare.",
    compareRemoved: "Product removed from compare",
    compareCleared: "Compare list cleared",
    clearAll: "Clear All",
    minimumOrder: "Minimum Order Price:",
    loginSuccess: "Login successfully !",
    logoutSuccess: "Logged out successfully",
    badCredentials: "The email / password combination is invalid",
    invalidLink: "The action link is invalid",
    checkEmail: "Check your email: we have sent a message to finish creating your account.",
    signupLinkInvalid: "This sign-up link is invalid or has expired. Please sign up again.",
    signIn: "Sign in",
    logout: "Log out",
  },
  {
    locale: "ar",
    home: "/ar",
    prefix: "/ar",
    dir: "rtl",
    font: "IBM Plex Sans Arabic",
    fontSample: "م",
    newArrivals: "وصل حديثًا",
    seeAll: "عرض الكل",
    popularCategories: "الأقسام الأكثر رواجًا",
    currency: "ريال سعودي",
    notFoundTitle: "الصفحة غير موجودة",
    notFoundMessage: "عذرًا، الصفحة التي تبحث عنها غير موجودة.",
    switchTo: "English",
    menu: ["الرئيسية", "المتجر", "الأقسام", "البائعون", "اتصل بنا"],
    cartEmpty: "السلة فارغة",
    compareEmpty: "لا توجد منتجات في المقارنة.",
    compareRemoved: "تمت إزالة المنتج من المقارنة",
    compareCleared: "تم مسح قائمة المقارنة",
    clearAll: "مسح الكل",
    minimumOrder: "الحد الأدنى لقيمة الطلب:",
    loginSuccess: "تم تسجيل الدخول بنجاح!",
    logoutSuccess: "تم تسجيل الخروج بنجاح",
    badCredentials: "",
    invalidLink: "رابط الإجراء غير صالح",
    checkEmail: "تحقق من بريدك الإلكتروني: أرسلنا إليك رسالة لإكمال إنشاء حسابك.",
    signupLinkInvalid: "رابط التسجيل غير صالح أو انتهت صلاحيته. يرجى التسجيل مرة أخرى.",
    signIn: "تسجيل الدخول",
    logout: "تسجيل الخروج",
  },
] as const;

export const apiUrl = `http://localhost:${process.env.E2E_API_PORT ?? 4100}`;
/** The storefront under test (playwright.config.ts's baseURL). */
export const webUrl = `http://localhost:${process.env.E2E_WEB_PORT ?? 3100}`;

/** Riyals as the storefront prints them: grouped thousands and two decimals, Latin digits. */
export const amount = (riyals: number) =>
  new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    riyals,
  );
