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
    popularCategories: "Popular categories",
    currency: "Saudi riyals",
    notFoundTitle: "Page Not Found",
    notFoundMessage: "Sorry, the page you are looking for does not exist.",
    switchTo: "عربي",
  },
  {
    locale: "ar",
    home: "/ar",
    prefix: "/ar",
    dir: "rtl",
    font: "IBM Plex Sans Arabic",
    fontSample: "م",
    newArrivals: "وصل حديثًا",
    popularCategories: "الأقسام الأكثر رواجًا",
    currency: "ريال سعودي",
    notFoundTitle: "الصفحة غير موجودة",
    notFoundMessage: "عذرًا، الصفحة التي تبحث عنها غير موجودة.",
    switchTo: "English",
  },
] as const;

export const apiUrl = "http://localhost:4100";
