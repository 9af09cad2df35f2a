import type { Locale } from "@souq/contract/locale";

/** Every message the API sends to a person, in both languages. */
const messages = {
  not_found: {
    en: "The page or record you asked for does not exist.",
    ar: "الصفحة أو السجل المطلوب غير موجود.",
  },
  company_not_found: {
    en: "This marketplace does not exist.",
    ar: "هذا السوق غير موجود.",
  },
  bad_request: {
    en: "The request is not valid.",
    ar: "الطلب غير صالح.",
  },
  invalid_parameter: {
    en: "The address contains a value that is not valid: {field}.",
    ar: "يحتوي العنوان على قيمة غير صالحة: {field}.",
  },
  validation_failed: {
    en: "Some of the information given is not valid.",
    ar: "بعض البيانات المدخلة غير صالحة.",
  },
  server_error: {
    en: "Something went wrong on our side. Please try again.",
    ar: "حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.",
  },
  unavailable: {
    en: "The service is not available right now.",
    ar: "الخدمة غير متاحة حاليًا.",
  },
  payload_too_large: {
    en: "The request is too large or has too many fields.",
    ar: "الطلب كبير جدًا أو يحتوي على حقول كثيرة جدًا.",
  },
  too_many_requests: {
    en: "Too many requests. Please wait a moment and try again.",
    ar: "طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.",
  },
  cart_changes_too_fast: {
    en: "Your cart is changing too quickly. Please wait a moment and try again.",
    ar: "تتغير سلتك بسرعة كبيرة. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.",
  },
  too_many_attempts: {
    en: "Too many attempts. Please try again in a few minutes.",
    ar: "محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد بضع دقائق.",
  },

  // Accounts
  invalid_credentials: {
    en: "The email / password combination is invalid",
    ar: "البريد الإلكتروني أو كلمة المرور غير صحيحة",
  },
  email_taken: {
    en: "This email is already registered",
    ar: "هذا البريد الإلكتروني مسجل بالفعل",
  },
  logged_out: {
    en: "Logged out successfully",
    ar: "تم تسجيل الخروج بنجاح",
  },
  sign_in_required: {
    en: "Please sign in to continue.",
    ar: "يرجى تسجيل الدخول للمتابعة.",
  },
  session_ended: {
    en: "Your session has ended. Please sign in again.",
    ar: "انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.",
  },
  reset_link_sent: {
    en: "If an account exists for this email, we have sent a link to reset the password.",
    ar: "إذا كان هناك حساب مرتبط بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.",
  },
  action_link_invalid: {
    en: "The action link is invalid",
    ar: "رابط الإجراء غير صالح",
  },
  password_changed: {
    en: "Your password has been changed. You can sign in now.",
    ar: "تم تغيير كلمة المرور. يمكنك تسجيل الدخول الآن.",
  },
  profile_updated: {
    en: "Profile info updated successfully",
    ar: "تم تحديث بيانات الملف الشخصي بنجاح",
  },
  current_password_wrong: {
    en: "The current password is not correct.",
    ar: "كلمة المرور الحالية غير صحيحة.",
  },
  reset_email_subject: {
    en: "Reset your Souq password",
    ar: "إعادة تعيين كلمة المرور في سوق",
  },
  reset_email_greeting: {
    en: "Hello {name},",
    ar: "مرحبًا {name}،",
  },
  reset_email_body: {
    en: "We received a request to reset the password of your Souq account. Open the link below to choose a new password. The link works once and expires in one hour.",
    ar: "تلقينا طلبًا لإعادة تعيين كلمة المرور لحسابك في سوق. افتح الرابط أدناه لاختيار كلمة مرور جديدة. يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد ساعة.",
  },
  reset_email_action: {
    en: "Choose a new password",
    ar: "اختر كلمة مرور جديدة",
  },
  notice_email_changed_old_subject: {
    en: "The email of your Souq account was changed",
    ar: "تم تغيير البريد الإلكتروني لحسابك في سوق",
  },
  notice_email_changed_old_body: {
    en: "The email address of your Souq account was changed to {email}. This address will no longer receive its emails.",
    ar: "تم تغيير البريد الإلكتروني لحسابك في سوق إلى {email}. لن يصل بريد الحساب إلى هذا العنوان بعد الآن.",
  },
  notice_email_changed_new_subject: {
    en: "This is now the email of your Souq account",
    ar: "أصبح هذا البريد بريد حسابك في سوق",
  },
  notice_email_changed_new_body: {
    en: "This address is now the email of your Souq account; use it to sign in.",
    ar: "أصبح هذا العنوان البريد الإلكتروني لحسابك في سوق؛ استخدمه لتسجيل الدخول.",
  },
  notice_password_changed_subject: {
    en: "The password of your Souq account was changed",
    ar: "تم تغيير كلمة المرور لحسابك في سوق",
  },
  notice_password_changed_body: {
    en: "The password of your Souq account was changed, and your other sessions were signed out.",
    ar: "تم تغيير كلمة المرور لحسابك في سوق، وتم تسجيل الخروج من جلساتك الأخرى.",
  },
  notice_not_you: {
    en: "If this was not you, contact us right away.",
    ar: "إذا لم تقم بذلك، فتواصل معنا على الفور.",
  },
  signup_check_email: {
    en: "Check your email: we have sent a message to finish creating your account.",
    ar: "تحقق من بريدك الإلكتروني: أرسلنا إليك رسالة لإكمال إنشاء حسابك.",
  },
  signup_link_invalid: {
    en: "This sign-up link is invalid or has expired. Please sign up again.",
    ar: "رابط التسجيل غير صالح أو انتهت صلاحيته. يرجى التسجيل مرة أخرى.",
  },
  signup_email_subject: {
    en: "Confirm your email to finish your Souq account",
    ar: "أكّد بريدك الإلكتروني لإكمال حسابك في سوق",
  },
  signup_email_greeting: {
    en: "Hello,",
    ar: "مرحبًا،",
  },
  signup_email_body: {
    en: "We received a request to open a Souq account with this email. Open the link below to confirm the address and finish creating the account. The link works once and expires in 24 hours.",
    ar: "تلقينا طلبًا لفتح حساب في سوق بهذا البريد الإلكتروني. افتح الرابط أدناه لتأكيد العنوان وإكمال إنشاء الحساب. يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد 24 ساعة.",
  },
  signup_email_action: {
    en: "Finish creating my account",
    ar: "إكمال إنشاء حسابي",
  },
  signup_email_ignore: {
    en: "If you did not ask for this, you can ignore this email: no account is opened without the link.",
    ar: "إذا لم تطلب ذلك، فيمكنك تجاهل هذه الرسالة: لن يُفتح أي حساب بدون الرابط.",
  },
  signup_existing_subject: {
    en: "Someone tried to sign up with your Souq email",
    ar: "حاول أحدهم التسجيل ببريدك في سوق",
  },
  signup_existing_body: {
    en: "Someone tried to open a new Souq account with this email, which already has an account. No new account was opened and your account has not changed.",
    ar: "حاول أحدهم فتح حساب جديد في سوق بهذا البريد الإلكتروني، وهو مرتبط بحساب موجود بالفعل. لم يُفتح حساب جديد ولم يتغير شيء في حسابك.",
  },
  signup_existing_sign_in: {
    en: "If it was you, sign in",
    ar: "إذا كنت أنت، فسجّل الدخول",
  },
  signup_existing_reset: {
    en: "Forgot your password? Choose a new one",
    ar: "نسيت كلمة المرور؟ اختر كلمة مرور جديدة",
  },
  signup_existing_ignore: {
    en: "If it was not you, you can ignore this email.",
    ar: "إذا لم تكن أنت، فيمكنك تجاهل هذه الرسالة.",
  },
  reset_email_ignore: {
    en: "If you did not ask for this, you can ignore this email: your password stays as it is.",
    ar: "إذا لم تطلب ذلك، فيمكنك تجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.",
  },

  // Newsletter
  newsletter_subscribed: {
    en: "Thank you for subscribing!",
    ar: "شكرًا لاشتراكك!",
  },

  // Cart
  out_of_stock: {
    en: "This product is out of stock",
    ar: "هذا المنتج غير متوفر في المخزون",
  },
  only_n_left: {
    en: "Only {n} left in stock",
    ar: "لم يتبقَّ في المخزون سوى {n}",
  },
  field_line_at_most: {
    en: "A cart can hold at most 99 of one product.",
    ar: "لا تتسع السلة لأكثر من 99 قطعة من المنتج الواحد.",
  },

  // Checkout and orders
  order_placed: {
    en: "Your order has been placed",
    ar: "تم تقديم طلبك",
  },
  order_cancelled: {
    en: "Your order has been cancelled",
    ar: "تم إلغاء طلبك",
  },
  checkout_cart_empty: {
    en: "Your cart is empty: add a product before checking out.",
    ar: "سلة التسوق فارغة: أضف منتجًا قبل إتمام الطلب.",
  },
  checkout_out_of_stock: {
    en: "{name} is out of stock. Remove it from your cart to place the order.",
    ar: "نفد {name} من المخزون. أزله من سلة التسوق لإتمام الطلب.",
  },
  checkout_only_n_left: {
    en: "Only {n} of {name} left in stock. Lower the quantity in your cart to place the order.",
    ar: "لم يتبقَّ من {name} في المخزون سوى {n}. قلّل الكمية في سلة التسوق لإتمام الطلب.",
  },
  checkout_below_minimum: {
    en: "The minimum order is {minimum} SAR; your items come to {subtotal} SAR.",
    ar: "الحد الأدنى للطلب {minimum} ر.س، وقيمة منتجاتك {subtotal} ر.س.",
  },
  idempotency_key_reused: {
    en: "This Idempotency-Key was already used for a different checkout.",
    ar: "سبق استخدام مفتاح Idempotency-Key هذا لطلب مختلف.",
  },
  order_not_cancellable: {
    en: "This order can no longer be cancelled: part of it has already shipped.",
    ar: "لم يعد بالإمكان إلغاء هذا الطلب: فقد شُحن جزء منه بالفعل.",
  },
  order_already_cancelled: {
    en: "This order is already cancelled.",
    ar: "هذا الطلب ملغى بالفعل.",
  },
  order_email_subject: {
    en: "Your Souq order {number}",
    ar: "طلبك من سوق رقم {number}",
  },
  order_email_greeting: {
    en: "Hello {name},",
    ar: "مرحبًا {name}،",
  },
  order_email_body: {
    en: "Thank you for your order {number}. We have received it and will let you know as each part ships. You pay {total} SAR in cash on delivery.",
    ar: "شكرًا لطلبك رقم {number}. لقد استلمناه وسنبلغك عند شحن كل جزء منه. ستدفع {total} ر.س نقدًا عند الاستلام.",
  },
  order_email_colour: { en: "Colour: {colour}", ar: "اللون: {colour}" },
  order_email_size: { en: "Size: {size}", ar: "المقاس: {size}" },
  order_email_address: {
    en: "Delivery address:",
    ar: "عنوان التوصيل:",
  },
  order_email_action: {
    en: "Follow your order",
    ar: "تابع طلبك",
  },
  order_email_invoices: {
    en: "Your tax invoices",
    ar: "فواتيرك الضريبية",
  },
  invoice_delivery_standard: {
    en: "Standard delivery",
    ar: "توصيل عادي",
  },
  invoice_delivery_express: {
    en: "Express delivery",
    ar: "توصيل سريع",
  },
  checkout_not_invoiceable: {
    en: "Orders cannot be placed right now. Please try again later.",
    ar: "لا يمكن إتمام الطلبات الآن. يرجى المحاولة لاحقًا.",
  },
  checkout_seller_not_invoiceable: {
    en: "{name} cannot take orders right now. Remove its products from your cart to place the order.",
    ar: "لا يستطيع {name} استقبال الطلبات الآن. أزل منتجاته من سلة التسوق لإتمام الطلب.",
  },

  // Card payments
  payment_description: {
    en: "Souq order {number}",
    ar: "طلب سوق رقم {number}",
  },
  payment_started: {
    en: "Continue to the payment page to pay for your order.",
    ar: "تابع إلى صفحة الدفع لسداد طلبك.",
  },
  payment_status_message_pending: {
    en: "Your payment is still being processed.",
    ar: "لا تزال عملية الدفع قيد المعالجة.",
  },
  payment_status_message_paid: {
    en: "Your payment was received.",
    ar: "تم استلام دفعتك.",
  },
  payment_status_message_failed: {
    en: "Your payment did not go through. You can pay again.",
    ar: "لم تتم عملية الدفع. يمكنك الدفع مرة أخرى.",
  },
  payment_status_message_refunded: {
    en: "Your payment was refunded.",
    ar: "تم استرداد المبلغ المدفوع.",
  },
  payment_hold_expired: {
    en: "The time to pay for this order has run out: it was cancelled and its items went back to stock. Any amount taken is refunded.",
    ar: "انتهت مهلة الدفع لهذا الطلب: فأُلغي وأُعيدت منتجاته إلى المخزون. وسيُردّ أي مبلغ خُصم.",
  },
  payment_amount_mismatch: {
    en: "The payment does not match this order's amount, so it was not accepted.",
    ar: "لا يطابق مبلغ الدفع قيمة هذا الطلب، لذا لم يُقبل.",
  },
  payment_provider_unavailable: {
    en: "The payment service is not available right now. Please try again in a moment.",
    ar: "خدمة الدفع غير متاحة حاليًا. يرجى المحاولة بعد قليل.",
  },
  order_already_paid: {
    en: "This order is already paid.",
    ar: "هذا الطلب مدفوع بالفعل.",
  },
  order_not_awaiting_payment: {
    en: "This order is not awaiting payment.",
    ar: "هذا الطلب لا ينتظر الدفع.",
  },
  webhook_signature_invalid: {
    en: "The notification's signature is not valid.",
    ar: "توقيع الإشعار غير صالح.",
  },
  sandbox_payment_finished: {
    en: "This payment is already finished.",
    ar: "اكتملت عملية الدفع هذه بالفعل.",
  },
  payment_method_cash_on_delivery: {
    en: "Cash on delivery",
    ar: "الدفع عند الاستلام",
  },
  payment_method_card: {
    en: "Card",
    ar: "بطاقة",
  },
  payment_card_ending: {
    en: "{brand} card ending in {last4}",
    ar: "بطاقة {brand} تنتهي بـ {last4}",
  },
  card_brand_mada: { en: "mada", ar: "مدى" },
  card_brand_visa: { en: "Visa", ar: "فيزا" },
  card_brand_mastercard: { en: "Mastercard", ar: "ماستركارد" },
  card_brand_other: { en: "Card", ar: "بطاقة" },
  payment_status_due_on_delivery: { en: "due on delivery", ar: "يُدفع عند الاستلام" },
  payment_status_pending: { en: "awaiting payment", ar: "بانتظار الدفع" },
  payment_status_paid: { en: "paid", ar: "مدفوع" },
  payment_status_failed: { en: "not paid", ar: "لم يُدفع" },
  payment_status_expired: { en: "not paid in time", ar: "لم يُدفع في الوقت المحدد" },
  payment_status_refunded: { en: "refunded", ar: "مُسترد" },
  order_email_body_card: {
    en: "Thank you for your order {number}. We have received your payment of {total} SAR and will let you know as each part ships.",
    ar: "شكرًا لطلبك رقم {number}. استلمنا دفعتك البالغة {total} ر.س، وسنبلغك عند شحن كل جزء منه.",
  },
  order_email_payment: {
    en: "Payment: {method}, {status}",
    ar: "الدفع: {method}، {status}",
  },

  // Catalog
  product_not_found: {
    en: "This product does not exist.",
    ar: "هذا المنتج غير موجود.",
  },
  category_not_found: {
    en: "This category does not exist.",
    ar: "هذا التصنيف غير موجود.",
  },
  vendor_not_found: {
    en: "This vendor does not exist.",
    ar: "هذا البائع غير موجود.",
  },

  // Reviews
  review_thanks: {
    en: "Thank you for your review",
    ar: "شكرًا لتقييمك",
  },
  review_already_written: {
    en: "You have already reviewed this product.",
    ar: "لقد قيّمت هذا المنتج من قبل.",
  },
  review_needs_purchase: {
    en: "Only shoppers who bought this product and received it can review it.",
    ar: "لا يقيّم هذا المنتج إلا من اشتراه واستلمه.",
  },
  review_after_delivery: {
    en: "You can review this product once your order of it has been delivered.",
    ar: "يمكنك تقييم هذا المنتج بعد توصيل طلبك منه.",
  },

  // Blog
  blog_post_not_found: {
    en: "This post does not exist.",
    ar: "هذه المقالة غير موجودة.",
  },
  blog_comment_thanks: {
    en: "Thank you, your comment is posted",
    ar: "شكرًا لك، نُشر تعليقك",
  },

  // Wishlist (the spec's toasts)
  wishlist_added: {
    en: "Product added to wishlist",
    ar: "تمت إضافة المنتج إلى المفضلة",
  },
  wishlist_removed: {
    en: "Product removed from wishlist",
    ar: "تمت إزالة المنتج من المفضلة",
  },
  wishlist_limit_reached: {
    en: "Your wishlist can hold up to {max} products. Remove one to save another.",
    ar: "تتسع المفضلة لـ {max} منتج كحد أقصى. أزل منتجًا لتحفظ غيره.",
  },
  // Messages to vendors
  vendor_message_sent: {
    en: "Your message was sent to {vendor}.",
    ar: "أُرسلت رسالتك إلى {vendor}.",
  },
  vendor_message_email_subject: {
    en: "A shopper's message on Souq (conversation {thread})",
    ar: "رسالة من متسوق في سوق (المحادثة {thread})",
  },
  vendor_message_email_greeting: {
    en: "Hello {vendor},",
    ar: "مرحبًا {vendor}،",
  },
  vendor_message_email_about: {
    en: "{shopper} sent you a message about {product}:",
    ar: "أرسل إليك {shopper} رسالة بشأن {product}:",
  },
  vendor_message_email_general: {
    en: "{shopper} sent you a message:",
    ar: "أرسل إليك {shopper} رسالة:",
  },
  vendor_message_email_answer: {
    en: "To answer, write to the marketplace quoting conversation {thread}. The shopper's contact details stay private.",
    ar: "للرد، راسل إدارة السوق مع ذكر رقم المحادثة {thread}. تبقى بيانات التواصل الخاصة بالمتسوق سرية.",
  },
  vendor_reply_email_subject: {
    en: "{vendor} answered your message",
    ar: "ردّ {vendor} على رسالتك",
  },
  vendor_reply_email_body: {
    en: "{vendor} answered your message:",
    ar: "ردّ {vendor} على رسالتك:",
  },
  vendor_reply_email_action: {
    en: "Read the conversation",
    ar: "اقرأ المحادثة",
  },

  // Buy again (an order's lines back in the cart)
  buy_again_added: {
    en: "This order's items are in your cart again.",
    ar: "أُعيدت منتجات هذا الطلب إلى سلة التسوق.",
  },
  buy_again_some: {
    en: "Some of this order's items are in your cart again; the rest could not be added.",
    ar: "أُعيد بعض منتجات هذا الطلب إلى سلة التسوق، وتعذّرت إضافة الباقي.",
  },
  buy_again_none: {
    en: "None of this order's items can be added to your cart now.",
    ar: "لا يمكن إضافة أي من منتجات هذا الطلب إلى سلة التسوق الآن.",
  },

  // Address book (the spec's toasts)
  address_created: {
    en: "Address created successfully",
    ar: "تمت إضافة العنوان بنجاح",
  },
  address_updated: {
    en: "Address updated successfully",
    ar: "تم تحديث العنوان بنجاح",
  },
  address_deleted: {
    en: "Address deleted successfully",
    ar: "تم حذف العنوان بنجاح",
  },
  address_set_default: {
    en: "Set to default address successfully",
    ar: "تم تعيين العنوان الافتراضي بنجاح",
  },
  address_not_found: {
    en: "This address does not exist.",
    ar: "هذا العنوان غير موجود.",
  },
  address_limit_reached: {
    en: "You can keep up to {max} addresses. Delete one to add another.",
    ar: "يمكنك حفظ {max} عنوانًا كحد أقصى. احذف عنوانًا لتضيف غيره.",
  },

  // Contact page
  contact_thanks: {
    en: "Thank you for your message. We will reply within two working days.",
    ar: "شكرًا لرسالتك. سنرد عليك خلال يومي عمل.",
  },
  contact_email_subject: {
    en: "Contact page: {subject}",
    ar: "صفحة التواصل: {subject}",
  },
  contact_email_intro: {
    en: "A shopper wrote to the marketplace from the contact page.",
    ar: "كتب أحد المتسوقين إلى السوق من صفحة التواصل.",
  },
  contact_email_name: { en: "Name", ar: "الاسم" },
  contact_email_email: { en: "Email", ar: "البريد الإلكتروني" },
  contact_email_phone: { en: "Phone", ar: "الهاتف" },
  contact_email_subject_label: { en: "Subject", ar: "الموضوع" },
  contact_email_reply: {
    en: "Reply to the shopper at the email above.",
    ar: "يمكنك الرد على المتسوق عبر البريد الإلكتروني أعلاه.",
  },

  // Messages shown beside one form field
  field_required: {
    en: "This field is required.",
    ar: "هذا الحقل مطلوب.",
  },
  field_email: {
    en: "Enter a valid email address.",
    ar: "أدخل بريدًا إلكترونيًا صحيحًا.",
  },
  field_phone_gulf: {
    en: "Enter a Saudi mobile number (05XXXXXXXX) or a Gulf number with its country code (+971, +965, +973, +974, +968).",
    ar: "أدخل رقم جوال سعوديًا (05XXXXXXXX) أو رقمًا خليجيًا مع رمز الدولة (\u2066+971\u2069 أو \u2066+965\u2069 أو \u2066+973\u2069 أو \u2066+974\u2069 أو \u2066+968\u2069).",
  },
  field_country_gulf: {
    en: "Choose one of the Gulf countries.",
    ar: "اختر إحدى دول الخليج.",
  },
  field_single_line: {
    en: "Write this on one line, without line breaks or control characters.",
    ar: "اكتب هذا في سطر واحد، دون فواصل أسطر أو رموز تحكم.",
  },
  field_zip_code: {
    en: "Enter a postal code of 3 to 5 digits, such as 12345 or 12345-6789.",
    ar: "أدخل رمزًا بريديًا من 3 إلى 5 أرقام، مثل 12345 أو 12345-6789.",
  },
  field_building_number: {
    en: "Enter the building number of four digits, such as 2929.",
    ar: "أدخل رقم المبنى المكوّن من أربعة أرقام، مثل 2929.",
  },
  field_short_code: {
    en: "Enter the short address of four letters and four digits, such as RRRD2929.",
    ar: "أدخل العنوان المختصر المكوّن من أربعة أحرف وأربعة أرقام، مثل RRRD2929.",
  },
  field_short_code_saudi: {
    en: "A short address is only for addresses in Saudi Arabia.",
    ar: "العنوان المختصر للعناوين داخل المملكة العربية السعودية فقط.",
  },
  field_too_short: {
    en: "Enter at least {minimum} characters.",
    ar: "يجب ألا يقل عدد الأحرف عن {minimum}.",
  },
  field_too_long: {
    en: "Enter at most {maximum} characters.",
    ar: "يجب ألا يزيد عدد الأحرف على {maximum}.",
  },
  field_too_small: {
    en: "Enter a number of at least {minimum}.",
    ar: "أدخل رقمًا لا يقل عن {minimum}.",
  },
  field_above: {
    en: "Enter a number greater than {minimum}.",
    ar: "أدخل رقمًا أكبر من {minimum}.",
  },
  field_below: {
    en: "Enter a number less than {maximum}.",
    ar: "أدخل رقمًا أصغر من {maximum}.",
  },
  field_too_big: {
    en: "Enter a number of at most {maximum}.",
    ar: "أدخل رقمًا لا يزيد على {maximum}.",
  },
  field_passwords_differ: {
    en: "The passwords do not match.",
    ar: "كلمتا المرور غير متطابقتين.",
  },
  field_current_password_wrong: {
    en: "The current password is not correct.",
    ar: "كلمة المرور الحالية غير صحيحة.",
  },
  field_current_password_for_email: {
    en: "Enter your current password to change your email.",
    ar: "أدخل كلمة المرور الحالية لتغيير بريدك الإلكتروني.",
  },
  field_current_password_required: {
    en: "Enter your current password to choose a new one.",
    ar: "أدخل كلمة المرور الحالية لاختيار كلمة مرور جديدة.",
  },
  field_picture_type: {
    en: "Choose a JPEG, PNG or WebP picture. Other files, such as SVG, cannot be used.",
    ar: "اختر صورة بصيغة JPEG أو PNG أو WebP. لا يمكن استخدام ملفات أخرى مثل SVG.",
  },
  field_picture_size: {
    en: "Choose a picture of at most 2 MB.",
    ar: "اختر صورة لا يزيد حجمها على 2 ميغابايت.",
  },
  field_choose_variant: {
    en: "Choose one of this product's options.",
    ar: "اختر أحد خيارات هذا المنتج.",
  },
  field_no_variants: {
    en: "This product has no options to choose from.",
    ar: "هذا المنتج ليس له خيارات للاختيار منها.",
  },
  field_card_number: {
    en: "Enter a valid card number.",
    ar: "أدخل رقم بطاقة صحيحًا.",
  },
  field_card_name: {
    en: "Enter the name on the card.",
    ar: "أدخل الاسم المكتوب على البطاقة.",
  },
  field_card_expiry: {
    en: "Enter the expiry as MM/YY.",
    ar: "أدخل تاريخ الانتهاء بالصيغة MM/YY.",
  },
  field_card_expired: {
    en: "This card has expired.",
    ar: "انتهت صلاحية هذه البطاقة.",
  },
  field_card_cvc: {
    en: "Enter the 3 or 4 digit CVC.",
    ar: "أدخل رمز التحقق المكوّن من 3 أو 4 أرقام.",
  },
  field_invalid: {
    en: "This value is not valid.",
    ar: "هذه القيمة غير صالحة.",
  },
  field_invalid_character: {
    en: "This contains a character that is not allowed.",
    ar: "يحتوي هذا الحقل على حرف غير مسموح به.",
  },

  // Vendors' desks (ADR 47)
  vendor_staff_only: {
    en: "Only a vendor's staff can use this. Sign in with your vendor account.",
    ar: "هذه الخدمة لموظفي البائعين فقط. سجّل الدخول بحساب البائع.",
  },
  shoppers_only: {
    en: "A vendor account cannot shop. Sign in with a shopper's account to do this.",
    ar: "لا يمكن التسوق بحساب بائع. سجّل الدخول بحساب متسوق للقيام بذلك.",
  },
  staff_other_marketplace: {
    en: "This account works for a vendor of another marketplace.",
    ar: "هذا الحساب تابع لبائع في سوق آخر.",
  },
  step_placed: { en: "placed", ar: "مستلَم" },
  step_confirmed: { en: "confirmed", ar: "مؤكَّد" },
  step_shipped: { en: "shipped", ar: "مشحون" },
  step_delivered: { en: "delivered", ar: "مُسلَّم" },
  step_cancelled: { en: "cancelled", ar: "ملغى" },
  shipment_confirmed: {
    en: "Order {number}: your shipment is confirmed.",
    ar: "الطلب {number}: تم تأكيد شحنتك.",
  },
  shipment_shipped: {
    en: "Order {number}: your shipment is marked shipped.",
    ar: "الطلب {number}: تم تسجيل شحن شحنتك.",
  },
  shipment_delivered: {
    en: "Order {number}: your shipment is marked delivered.",
    ar: "الطلب {number}: تم تسجيل تسليم شحنتك.",
  },
  shipment_cancelled: {
    en: "Order {number}: your shipment is cancelled and its stock is back.",
    ar: "الطلب {number}: تم إلغاء شحنتك وأعيدت كمياتها إلى المخزون.",
  },
  shipment_awaiting_payment: {
    en: "This order is still awaiting payment: nothing of it ships before it is paid.",
    ar: "هذا الطلب ما زال بانتظار الدفع: لا يُشحن منه شيء قبل الدفع.",
  },
  shipment_step_taken: {
    en: "This shipment is already {step}.",
    ar: "هذه الشحنة بحالة «{step}» بالفعل.",
  },
  shipment_next_step: {
    en: "This shipment is {current}: its next step is {next}.",
    ar: "هذه الشحنة بحالة «{current}»: خطوتها التالية «{next}».",
  },
  shipment_finished: {
    en: "This shipment is {current}: it has no next step.",
    ar: "هذه الشحنة بحالة «{current}»: لا توجد خطوة تالية.",
  },
  shipment_not_cancellable: {
    en: "This shipment has shipped: it can no longer be cancelled.",
    ar: "تم شحن هذه الشحنة: لم يعد بالإمكان إلغاؤها.",
  },
  shipment_cancelled_email_subject: {
    en: "Part of your Souq order {number} was cancelled",
    ar: "تم إلغاء جزء من طلبك من سوق رقم {number}",
  },
  shipment_cancelled_email_body: {
    en: "{vendor} cancelled its part of your order {number}. The reason given: {reason}",
    ar: "ألغى {vendor} الجزء الخاص به من طلبك رقم {number}. السبب المذكور: {reason}",
  },
  shipment_cancelled_email_refund: {
    en: "{amount} SAR for these items is being refunded to your card.",
    ar: "يجري رد {amount} ر.س قيمة هذه المنتجات إلى بطاقتك.",
  },
  shipment_cancelled_email_rest: {
    en: "The rest of your order goes on as planned.",
    ar: "يستمر باقي طلبك كما هو مخطط له.",
  },
  shipment_cancelled_email_all: {
    en: "Nothing of the order is left to deliver: it is cancelled.",
    ar: "لم يتبقَّ من الطلب شيء للتوصيل: لقد أُلغي.",
  },
  product_changed: {
    en: "{name} is saved: its prices and stock are on the storefront now.",
    ar: "تم حفظ {name}: أسعاره ومخزونه معروضة في المتجر الآن.",
  },
  vendor_reply_sent: {
    en: "Your reply has been sent to {name}.",
    ar: "تم إرسال ردك إلى {name}.",
  },
  field_carrier_required: {
    en: "Enter the carrier to mark the shipment shipped.",
    ar: "أدخل شركة الشحن لتسجيل شحن الشحنة.",
  },
  field_tracking_required: {
    en: "Enter the tracking number to mark the shipment shipped.",
    ar: "أدخل رقم التتبع لتسجيل شحن الشحنة.",
  },
  field_tracking_number: {
    en: "Enter 4 to 40 letters, digits, - or /.",
    ar: "أدخل من 4 إلى 40 حرفًا لاتينيًا أو رقمًا أو - أو /.",
  },
  field_reason_required: {
    en: "Say why the shipment is cancelled: the shopper reads it.",
    ar: "اذكر سبب إلغاء الشحنة: سيقرؤه المتسوق.",
  },
  field_sale_below_price: {
    en: "The sale price must be below the price.",
    ar: "يجب أن يكون سعر التخفيض أقل من السعر.",
  },
  field_nothing_to_change: {
    en: "Change at least one price or stock.",
    ar: "غيّر سعرًا أو مخزونًا واحدًا على الأقل.",
  },
  field_variant_unknown: {
    en: "This is not one of the product's variants.",
    ar: "هذا ليس من خيارات المنتج.",
  },
  field_variant_twice: {
    en: "This variant is given more than once.",
    ar: "هذا الخيار مذكور أكثر من مرة.",
  },
  field_stock_per_variant: {
    en: "This product's stock is set per variant.",
    ar: "مخزون هذا المنتج يُحدَّد لكل خيار على حدة.",
  },
  product_saved: {
    en: "{name} is saved.",
    ar: "تم حفظ {name}.",
  },
  product_published: {
    en: "{name} is saved and on the storefront now.",
    ar: "تم حفظ {name} وهو معروض في المتجر الآن.",
  },
  picture_uploaded: {
    en: "The picture is uploaded: add it to a product and save.",
    ar: "تم رفع الصورة: أضفها إلى منتج ثم احفظه.",
  },
  field_category_unknown: {
    en: "Choose one of this marketplace's categories.",
    ar: "اختر إحدى فئات هذا السوق.",
  },
  field_picture_unknown: {
    en: "This picture is not one you uploaded. Upload it again.",
    ar: "هذه الصورة ليست من الصور التي رفعتها. ارفعها مرة أخرى.",
  },
  field_picture_twice: {
    en: "This picture is added more than once.",
    ar: "هذه الصورة مضافة أكثر من مرة.",
  },
  field_variant_picture_unknown: {
    en: "Choose one of the product's pictures.",
    ar: "اختر إحدى صور المنتج.",
  },
  field_variant_picture_colour: {
    en: "A variant's picture shows its colour: give the variant a colour first.",
    ar: "صورة الخيار تعرض لونه: حدّد لون الخيار أولًا.",
  },
  field_variant_picture_shared: {
    en: "This picture already shows another colour of the product.",
    ar: "هذه الصورة تعرض لونًا آخر من ألوان المنتج.",
  },
  field_variant_needs_option: {
    en: "Give the variant a colour or a size.",
    ar: "حدّد لونًا أو مقاسًا للخيار.",
  },
  field_colour_incomplete: {
    en: "Give the colour in English and Arabic, with its colour code (#RRGGBB).",
    ar: "اكتب اللون بالإنجليزية والعربية مع رمزه (#RRGGBB).",
  },
  field_size_incomplete: {
    en: "Give the size in English and Arabic.",
    ar: "اكتب المقاس بالإنجليزية والعربية.",
  },
  field_variant_repeated: {
    en: "Another variant has the same colour and size.",
    ar: "يوجد خيار آخر بنفس اللون والمقاس.",
  },
  field_publish_needs_picture: {
    en: "Add at least one picture to publish the product.",
    ar: "أضف صورة واحدة على الأقل لنشر المنتج.",
  },
  field_sale_ends_without_sale: {
    en: "A sale end date needs a sale price.",
    ar: "تاريخ انتهاء التخفيض يتطلب سعر تخفيض.",
  },
  field_sale_starts_without_sale: {
    en: "A sale start date needs a sale price.",
    ar: "تاريخ بدء التخفيض يتطلب سعر تخفيض.",
  },
  field_sale_ends_before_start: {
    en: "The sale must end after it starts.",
    ar: "يجب أن ينتهي التخفيض بعد بدايته.",
  },
  field_product_picture_size: {
    en: "Choose a picture of at most 5 MB.",
    ar: "اختر صورة لا يزيد حجمها على 5 ميغابايت.",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof messages;

export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string> = {},
): string {
  return messages[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? "");
}
