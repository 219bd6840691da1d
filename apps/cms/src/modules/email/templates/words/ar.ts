// Machine-drafted, not yet reviewed by a native speaker.
import type { EmailWords } from './types';

/**
 * Arabic, written right to left (the HTML says dir="rtl"). Links stand on their own line in the text part, and
 * the customer's address is in parentheses, which the bidi algorithm pairs (angle brackets it would turn).
 */
export const ar = {
  lang: 'ar',
  dir: 'rtl',
  dateLocale: 'ar',
  moneyLocale: 'ar',

  greeting: (name) => `مرحبًا ${name}،`,
  questions: (address) => `هل لديك أسئلة؟ راسلنا على ${address}`,

  resetLink: {
    subject: 'أعد تعيين كلمة مرور Steady',
    asked: 'طلب أحدهم (نأمل أن تكون أنت) إعادة تعيين كلمة مرور حسابك في Steady.',
    chooseBelow: 'اختر كلمة مرور جديدة من هنا خلال الساعة القادمة:',
    chooseWithButton: 'اختر كلمة مرور جديدة خلال الساعة القادمة:',
    button: 'إعادة تعيين كلمة المرور',
    severalEmails: 'إذا وصلتك أكثر من رسالة من هذه الرسائل، فأي رابط منها أُرسل خلال الساعة الأخيرة يعمل، مرة واحدة.',
    notYou: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة؛ وستبقى كلمة مرورك كما هي.',
  },

  order: {
    subject: (productName) => `طلبك من ${productName}`,
    thanks: 'شكرًا على طلبك. تمّت عملية الدفع بنجاح.',
    field: (label, value) => `${label}: ${value}`,
    customerValue: (name, email) => `${name} (${email})`,
    customer: 'العميل',
    address: 'العنوان',
    product: 'المنتج',
    quantity: 'الكمية',
    price: 'السعر',
    paymentMethod: 'طريقة الدفع',
    card: 'بطاقة',
    amountPaid: 'المبلغ المدفوع',
    transactionId: 'رقم المعاملة',
    yourOrder: (link) => `طلبك:\n${link}`,
    viewOrder: 'عرض طلبك',
  },

  cancellation: {
    subject: (planName) => `تم إلغاء اشتراكك في ${planName}`,
    endsAt: (planName, until) => `تم إلغاء اشتراكك في ${planName} ولن يتجدد. يبقى Premium متاحًا لك حتى ${until}، ولن يُخصم منك أي مبلغ بعد الآن.`,
    cancelledOn: (planName, when) => `تم إلغاء اشتراكك في ${planName} بتاريخ ${when}. لن يُخصم منك أي مبلغ بعد الآن.`,
    cancelled: (planName) => `تم إلغاء اشتراكك في ${planName}. لن يُخصم منك أي مبلغ بعد الآن.`,
    changedYourMind: 'غيّرت رأيك؟ اختر «الإبقاء على الاشتراك» في صفحة اشتراكك قبل ذلك التاريخ.',
    freeSkillsStay: 'تبقى المهارات المجانية لك، ونرحّب بعودتك في أي وقت.',
  },

  emailChanged: {
    subject: 'تم تغيير البريد الإلكتروني لحسابك في Steady',
    changedTo: (maskedEmail) => `تم للتو تغيير البريد الإلكتروني لحسابك في Steady إلى ${maskedEmail}.`,
    fromNowOn: 'من الآن فصاعدًا، ستصل رسائل تسجيل الدخول وإعادة تعيين كلمة المرور إلى هذا العنوان.',
    ifItWasNotYou: 'إذا كنت أنت من قام بذلك، فلا داعي لفعل أي شيء آخر. وإن لم تكن أنت، فيُرجى الرد على هذه الرسالة فورًا لنساعدك على استعادة حسابك.',
  },

  accountDeleted: {
    subject: 'تم حذف حسابك في Steady',
    deleted:
      'تم حذف حسابك في Steady كما طلبت. لقد حُذفت مفضلاتك والمهارات التي أكملتها وتسجيلاتك وتحليلات السلسلة والبطاقات المحفوظة، ' +
      'وانتهى أي اشتراك Premium دون أي رسوم إضافية.',
    welcomeBack: 'نرحّب بعودتك في أي وقت. اعتنِ بنفسك.',
  },

  reminder: {
    plain: {
      title: { 'check-in': 'لحظة لك', diary: 'لحظة لك', 'safety-plan': 'لحظة لك' },
      line: {
        'check-in': 'كيف حالك الآن؟ نقرة واحدة، من 0 إلى 10.',
        diary: 'بضع دقائق لملاحظاتك اليوم، إن أحببت.',
        'safety-plan': 'لحظة مناسبة لمراجعة خطتك.',
      },
    },
    named: {
      title: { 'check-in': 'Steady: كيف حالك؟', diary: 'Steady: بطاقتك اليومية', 'safety-plan': 'Steady: خطة الأمان الخاصة بك' },
      line: {
        'check-in': 'كيف حالك الآن؟ نقرة واحدة في Steady، من 0 إلى 10.',
        diary: 'بضع دقائق لبطاقتك اليومية في Steady اليوم، إن أحببت.',
        'safety-plan': 'لحظة مناسبة لمراجعة خطة الأمان في Steady.',
      },
    },
    open: 'افتح',
    stopIntro: 'تفضّل ألّا تصلك هذه بعد الآن؟ نقرة واحدة توقف هذا التذكير:',
    stop: 'إيقاف هذا التذكير',
    stopped: 'هذا التذكير متوقف الآن.',
    stoppedMore: 'يمكنك تشغيله مجددًا، أو إنشاء تذكير جديد، من الإعدادات متى شئت.',
    stopLinkBroken: 'هذا الرابط لا يعمل. يمكنك إيقاف التذكيرات من الإعدادات.',
  },

  neutral: {
    resetLink: {
      subject: 'حسابك: رابط إعادة التعيين',
      asked: 'طلب أحدهم (نأمل أن تكون أنت) إعادة تعيين كلمة مرور حسابك.',
    },
    emailChanged: {
      subject: 'حسابك: تم تغيير البريد الإلكتروني',
      changedTo: (maskedEmail) => `تم للتو تغيير البريد الإلكتروني لحسابك إلى ${maskedEmail}.`,
    },
    accountDeleted: {
      subject: 'حسابك: تم الحذف',
      deleted: 'تم حذف حسابك كما طلبت، مع كل ما كان محفوظًا فيه، وانتهى أي اشتراك دون أي رسوم إضافية.',
      welcomeBack: 'يسعدنا أن تعود في أي وقت.',
    },
  },
} satisfies EmailWords;
