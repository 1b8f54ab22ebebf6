import type { Localized } from '../core/request-language';
import type { NoticeText } from './notice-content';

/** Notice 1: a security reminder (links out to a guide). */
export const SECURITY_NOTICE: Localized<NoticeText> = {
  en: {
    title: 'Keep your wallet safe',
    summary: 'NADI staff will never ask for your recovery phrase.',
    intro: 'Scammers pretend to be support staff. A few habits keep your assets safe.',
    points: [
      'Never share your recovery phrase or private key with anyone.',
      'Check the address before you confirm any transaction.',
      'Open the app only from the official link or your wallet’s browser.',
    ],
    link: 'Security guide',
  },
  zh: {
    title: '保护好您的钱包',
    summary: 'NADI 工作人员绝不会索要您的助记词。',
    intro: '骗子常冒充客服人员。养成几个好习惯，就能保护您的资产安全。',
    points: [
      '切勿向任何人透露您的助记词或私钥。',
      '确认任何交易前，请先核对地址。',
      '只通过官方链接或钱包内置浏览器打开应用。',
    ],
    link: '安全指南',
  },
  zhTw: {
    title: '保護好您的錢包',
    summary: 'NADI 工作人員絕不會索取您的助記詞。',
    intro: '詐騙者常假冒客服人員。養成幾個好習慣，就能保護您的資產安全。',
    points: [
      '切勿向任何人透露您的助記詞或私鑰。',
      '確認任何交易前，請先核對地址。',
      '只透過官方連結或錢包內建瀏覽器開啟應用程式。',
    ],
    link: '安全指南',
  },
  ja: {
    title: 'ウォレットを安全に',
    summary: 'NADIのスタッフがリカバリーフレーズを尋ねることはありません。',
    intro: '詐欺師はサポート担当者を装います。いくつかの習慣で資産を守りましょう。',
    points: [
      'リカバリーフレーズや秘密鍵は誰にも教えないでください。',
      '取引を確定する前に必ずアドレスを確認してください。',
      'アプリは公式リンクかウォレット内ブラウザからのみ開いてください。',
    ],
    link: 'セキュリティガイド',
  },
  ko: {
    title: '지갑을 안전하게 지키세요',
    summary: 'NADI 직원은 절대 복구 문구를 요구하지 않습니다.',
    intro: '사기꾼은 고객 지원 직원을 사칭합니다. 몇 가지 습관으로 자산을 지킬 수 있습니다.',
    points: [
      '복구 문구나 개인 키를 누구에게도 알려 주지 마세요.',
      '거래를 확인하기 전에 주소를 꼭 확인하세요.',
      '앱은 공식 링크나 지갑의 브라우저에서만 여세요.',
    ],
    link: '보안 가이드',
  },
  th: {
    title: 'ดูแลกระเป๋าเงินของคุณให้ปลอดภัย',
    summary: 'เจ้าหน้าที่ NADI จะไม่ขอวลีกู้คืนของคุณเด็ดขาด',
    intro: 'มิจฉาชีพมักแอบอ้างเป็นเจ้าหน้าที่ฝ่ายบริการ นิสัยง่าย ๆ ไม่กี่ข้อช่วยให้ทรัพย์สินของคุณปลอดภัย',
    points: [
      'อย่าบอกวลีกู้คืนหรือคีย์ส่วนตัวให้ใครรู้เด็ดขาด',
      'ตรวจสอบที่อยู่ก่อนยืนยันธุรกรรมทุกครั้ง',
      'เปิดแอปจากลิงก์ทางการหรือเบราว์เซอร์ในกระเป๋าเงินเท่านั้น',
    ],
    link: 'คู่มือความปลอดภัย',
  },
  pt: {
    title: 'Mantenha sua carteira segura',
    summary: 'A equipe NADI nunca pedirá sua frase de recuperação.',
    intro: 'Golpistas fingem ser da equipe de suporte. Alguns hábitos mantêm seus ativos seguros.',
    points: [
      'Nunca compartilhe sua frase de recuperação ou chave privada com ninguém.',
      'Confira o endereço antes de confirmar qualquer transação.',
      'Abra o app somente pelo link oficial ou pelo navegador da sua carteira.',
    ],
    link: 'Guia de segurança',
  },
  ms: {
    title: 'Pastikan dompet anda selamat',
    summary: 'Kakitangan NADI tidak akan sesekali meminta frasa pemulihan anda.',
    intro: 'Penipu menyamar sebagai kakitangan sokongan. Beberapa tabiat mudah memastikan aset anda selamat.',
    points: [
      'Jangan sesekali kongsi frasa pemulihan atau kunci peribadi anda dengan sesiapa.',
      'Semak alamat sebelum anda mengesahkan sebarang transaksi.',
      'Buka aplikasi hanya daripada pautan rasmi atau pelayar dompet anda.',
    ],
    link: 'Panduan keselamatan',
  },
  id: {
    title: 'Jaga keamanan dompet Anda',
    summary: 'Staf NADI tidak akan pernah meminta frasa pemulihan Anda.',
    intro: 'Penipu berpura-pura menjadi staf dukungan. Beberapa kebiasaan menjaga aset Anda tetap aman.',
    points: [
      'Jangan pernah membagikan frasa pemulihan atau kunci pribadi Anda kepada siapa pun.',
      'Periksa alamat sebelum Anda mengonfirmasi transaksi apa pun.',
      'Buka aplikasi hanya dari tautan resmi atau peramban dompet Anda.',
    ],
    link: 'Panduan keamanan',
  },
  vn: {
    title: 'Giữ an toàn cho ví của bạn',
    summary: 'Nhân viên NADI sẽ không bao giờ hỏi cụm từ khôi phục của bạn.',
    intro: 'Kẻ lừa đảo thường giả danh nhân viên hỗ trợ. Vài thói quen nhỏ giúp tài sản của bạn an toàn.',
    points: [
      'Không bao giờ chia sẻ cụm từ khôi phục hoặc khóa riêng tư với bất kỳ ai.',
      'Kiểm tra địa chỉ trước khi xác nhận bất kỳ giao dịch nào.',
      'Chỉ mở ứng dụng từ liên kết chính thức hoặc trình duyệt trong ví.',
    ],
    link: 'Hướng dẫn bảo mật',
  },
};
