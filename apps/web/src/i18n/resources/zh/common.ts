import type { Common } from '../en';

// 中文界面文字；键必须与 en/common.ts 完全一致（parity.test.ts 检查）。
export const common: Common = {
  app: {
    name: '天迹 ADS-B',
    titleSuffix: ' - 天迹 ADS-B',
    tagline: '志愿者守望的实时航班',
    loading: '加载中…',
  },
  nav: {
    main: '主导航',
    home: '首页',
    about: '关于',
    volunteer: '成为数据贡献者',
    terms: '服务条款',
    privacy: '隐私政策',
    openMenu: '打开菜单',
    skipToContent: '跳到正文',
    closeMenu: '关闭菜单',
  },
  language: {
    label: '语言',
    zh: '中文',
    en: 'English',
  },
  user: {
    login: '登录',
    menu: '账户菜单',
    account: '个人主页',
    bms: '管理系统',
    logout: '退出登录',
    avatarAlt: '{{name}} 的头像',
  },
  routes: {
    register: '注册',
    forgotPassword: '找回密码',
    modifyPassword: '修改密码',
    modifyEmail: '修改邮箱',
    modifyPhone: '修改手机号',
    authenticate: '实名认证',
    home: '实时航班',
    about: '关于天迹',
    login: '登录',
    account: '个人主页',
    terms: '服务条款',
    privacy: '隐私政策',
    volunteer: '招募志愿者',
    notFound: '页面不存在',
    playback: '航班回放',
    aircraftPlayback: '飞机回放',
    multiPlayback: '多航班回放',
    airportPlayback: '机场回放',
    areaPlayback: '区域回放',
    trackData: '航班历史',
  },
  home: {
    eyebrow: 'ADS-B 航班追踪',
    title: '头顶的每一架飞机，都有志愿者在倾听',
    lead: '飞机在 1090 MHz 频率上持续广播自己的身份、位置、高度和速度。天迹 ADS-B 汇集志愿者架设的接收机收到的广播，合成一幅实时的天空图景，并保留历史供回放。',
    ctaVolunteer: '架设接收机',
    ctaPrivacy: '我们如何处理数据',
    howTitle: '天迹如何运作',
    steps: {
      broadcast: {
        title: '飞机广播',
        body: '应答机每秒多次发送 ADS-B 与 S 模式报文：呼号、位置、高度、速度、航向和应答机编码。',
      },
      receive: {
        title: '志愿者接收',
        body: '一套小型接收机——SDR 接收棒、1090 MHz 天线和树莓派——解码报文并转发给天迹。',
      },
      merge: {
        title: '天迹汇聚',
        body: '来自所有接收机的报告按飞机合并，经过合理性校验，生成实时位置、航迹和统计。',
      },
    },
    featuresTitle: '这张网络带来什么',
    features: {
      live: {
        title: '实时雷达图',
        body: '每秒更新的飞机位置，支持航班与机场搜索、筛选和标签。',
      },
      playback: {
        title: '航班回放',
        body: '回放一次历史航班、多个航班，或一座机场的起降动态。',
      },
      receivers: {
        title: '接收机社区',
        body: '每台接收机都有统计、覆盖范围和排名；为位置优越的志愿者提供接收套件。',
      },
      bilingual: {
        title: '中英双语',
        body: '整个服务支持中文和英文，可随时在顶部栏切换。',
      },
    },
    volunteerTitle: '你能看到开阔的天空吗？',
    volunteerBody:
      '一个屋顶或一扇高处的窗户，就能为地图增加数百公里的覆盖。了解需要什么设备以及如何接入。',
    volunteerCta: '成为数据贡献者',
  },
  footer: {
    about: '天迹 ADS-B（Skytrace）的数据来自志愿者架设的接收机。',
    legal: '法律信息',
    notice: '航班数据仅供参考，不得用于导航。',
  },
  login: {
    title: '登录',
    note: '天迹账户由本服务器管理。请使用账户的用户名、邮箱或手机号登录。',
    returnTo: '登录后将返回 {{target}}。',
    backHome: '返回首页',
  },
  account: {
    title: '个人主页',
    username: '用户名',
    truename: '真实姓名',
    notSet: '未填写',
    permissions: '管理权限',
    permissionCount_one: '{{count}} 项权限',
    permissionCount_other: '{{count}} 项权限',
    noPermissions: '无',
    loading: '正在加载个人资料…',
  },
  notFound: {
    title: '页面不存在',
    body: '这个地址不存在，正在带你返回首页…',
    goHome: '立即前往',
  },
  notices: {
    dismiss: '关闭',
  },
  failure: {
    title: '出错了',
    body: '页面无法显示。可能天迹刚刚发布了新版本，重新加载通常可以解决。',
    reload: '重新加载',
  },
};
