// The device-hosting agreement, in both languages. The text is versioned: a signed agreement
// keeps the version it was signed under, so a later edit never changes what someone signed.
import type { Language } from '@skytrace/contracts';

export const AGREEMENT_VERSION = 1;

export interface AgreementClause {
  title: string;
  text: string;
}

export interface AgreementText {
  title: string;
  preamble: string;
  clauses: readonly AgreementClause[];
}

const zh: AgreementText = {
  title: '天迹 ADS-B 接收设备托管协议',
  preamble:
    '本协议由天迹 ADS-B 项目（以下简称“项目方”）与在本协议上签名的志愿者（以下简称“托管方”）订立。托管方申请的 ADS-B 接收套件经审核通过后，由项目方寄送给托管方安装并托管。双方本着自愿、公益、互利的原则，约定如下：',
  clauses: [
    {
      title: '第一条 托管内容',
      text: '项目方向托管方提供 ADS-B 接收套件（包括接收机、天线、馈线及相关配件）。托管方负责在申请中填写的安装位置安装该设备，使其接收航空器广播的 ADS-B 信号，并将数据传送至天迹服务器。',
    },
    {
      title: '第二条 托管方的义务',
      text: '托管方应保持设备持续通电并接入互联网，尽量保证每日在线；设备离线超过 72 小时的，应及时排查或联系项目方。托管方不得拆解、改装设备或将其用于与本项目无关的用途，安装时应遵守当地关于建筑物、用电和防雷的规定，注意人身安全。',
    },
    {
      title: '第三条 数据共享',
      text: '设备接收的数据属于航空器公开广播的信息。托管方同意将这些数据传送至天迹并按项目公布的数据条款向公众展示和共享；托管方可以在天迹网站查看本设备的统计数据、覆盖范围和排名。',
    },
    {
      title: '第四条 设备所有权与归还',
      text: '套件的所有权归项目方所有，托管方享有免费使用权。本协议终止后，托管方应在 30 日内按项目方的指引将设备寄回或转交项目方指定的人员；因托管方故意或重大过失造成设备损坏或丢失的，托管方应协助处理。正常损耗的配件可通过“更换配件”申请免费更换。',
    },
    {
      title: '第五条 隐私保护',
      text: '项目方仅为寄送设备、联系托管方和管理设备之目的使用托管方提供的姓名、电话、地址和安装位置。公开页面上设备位置仅以约 0.1 度的精度显示，项目方不会向第三方出售或提供托管方的个人信息，法律另有规定的除外。',
    },
    {
      title: '第六条 期限与终止',
      text: '本协议自托管方签署之日起生效，有效期一年；期满后经项目方续签可延长一年。任何一方可提前 30 日通知对方终止本协议；设备长期离线或用于本项目以外用途的，项目方可终止本协议。',
    },
    {
      title: '第七条 其他',
      text: '本协议以电子方式签署，托管方的姓名与手写签名与纸质签名具有同等效力。本协议中英文版本如有不一致，以中文版本为准。',
    },
  ],
};

const en: AgreementText = {
  title: 'Skytrace ADS-B Receiver Hosting Agreement',
  preamble:
    'This agreement is made between the Skytrace ADS-B project ("the Project") and the volunteer who signs it ("the Host"). Once the Host\'s application for an ADS-B receiver kit is approved, the Project sends the kit to the Host, who installs and hosts it. Both parties agree, freely and for the public benefit, as follows:',
  clauses: [
    {
      title: '1. What is hosted',
      text: 'The Project provides the Host with an ADS-B receiver kit (receiver, antenna, feeder line and fittings). The Host installs it at the location given in the application, so that it receives the ADS-B signals broadcast by aircraft and sends the data to the Skytrace servers.',
    },
    {
      title: '2. The Host keeps it running',
      text: 'The Host keeps the receiver powered and connected to the internet, online every day as far as possible, and looks into it or contacts the Project when it has been offline for more than 72 hours. The Host does not take the equipment apart, modify it or use it for purposes unrelated to the Project, and installs it following local rules on buildings, electricity and lightning protection, with care for personal safety.',
    },
    {
      title: '3. Data sharing',
      text: "The data the receiver hears is information broadcast openly by aircraft. The Host agrees that it is sent to Skytrace and shown and shared with the public under the data terms the Project publishes; the Host can see the receiver's statistics, coverage and ranking on the Skytrace website.",
    },
    {
      title: '4. Ownership and return of the equipment',
      text: "The kit remains the property of the Project; the Host uses it free of charge. Within 30 days of the end of this agreement the Host returns the equipment as the Project directs, or hands it to a person the Project names. Where equipment is damaged or lost through the Host's intent or gross negligence, the Host helps to resolve it. Fittings worn in normal use are replaced free through a fittings request.",
    },
    {
      title: '5. Privacy',
      text: "The Project uses the Host's name, phone number, address and installation location only to send the equipment, to contact the Host and to manage the device. Public pages show the receiver's position rounded to about 0.1 degree. The Project does not sell or give the Host's personal data to third parties, except where the law requires it.",
    },
    {
      title: '6. Term and ending',
      text: "This agreement takes effect on the day the Host signs it and runs for one year; the Project may renew it for a further year at a time. Either party may end it with 30 days' notice; the Project may end it when the receiver stays offline for long periods or is used for purposes outside the Project.",
    },
    {
      title: '7. Other terms',
      text: "This agreement is signed electronically; the Host's name and drawn signature have the same effect as a signature on paper. Where the Chinese and English versions differ, the Chinese version prevails.",
    },
  ],
};

/** The agreement text of `version` in `language` (only version 1 exists so far). */
export function agreementText(language: Language, _version = AGREEMENT_VERSION): AgreementText {
  return language === 'zh' ? zh : en;
}
