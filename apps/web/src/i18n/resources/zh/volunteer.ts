import type { Volunteer } from '../en';

// “招募志愿者”页面（/ad/volunteerwanted）中文文字，键与 en/volunteer.ts 一致。
export const volunteer: Volunteer = {
  eyebrow: '招募志愿者',
  title: '为天迹架设一台 ADS-B 接收机',
  lead: '每一台接收机都在扩展地图。如果你有屋顶、阳台或高处视野开阔的窗户，放在那里的一台小型接收机就能收到 200 到 400 公里外的飞机信号。',
  hardware: {
    title: '所需设备',
    sdr: {
      title: 'RTL-SDR 接收棒',
      body: '采用 RTL2832U 芯片的 USB 软件无线电。内置 1090 MHz 滤波器和放大器的型号接收距离明显更远。',
    },
    antenna: {
      title: '1090 MHz 天线',
      body: '安装在室外，越高越好，四周无遮挡。馈线尽量短且选用低损耗线缆；安装在屋顶时请加装避雷器。',
    },
    computer: {
      title: '树莓派',
      body: '树莓派 3B+、4 或 5（或任何小型 Linux 电脑），配合质量可靠的电源和稳定的网络。上行流量很小。',
    },
  },
  setup: {
    title: '接入你的接收机',
    intro:
      '天迹通过 TCP 30004 端口接收 Beast 格式的数据。我们推荐使用 readsb，它是大多数数据共享网络采用的解码程序。',
    install: {
      title: '安装 readsb',
      body: '在树莓派系统上，社区提供的安装脚本会把 readsb 安装为系统服务：',
    },
    uuid: {
      title: '生成接收机标识',
      body: '生成一个 UUID 并妥善保存：它标识你的接收机，并把接收机的统计与你的账户关联。',
    },
    connect: {
      title: '向天迹发送数据',
      body: '把下面的连接参数加入 readsb 的网络选项（/etc/default/readsb 中的 NET_OPTIONS），将 UUID 替换为你自己的，然后重启 readsb：',
    },
    register: {
      title: '登记接收机',
      body: '登录后用 UUID 把接收机添加到你的账户。收到第一批报文几分钟后，就能看到它的统计、覆盖范围和排名。',
    },
  },
  kit: {
    title: '申请接收套件',
    body: '在中国大陆，我们向位置优越的志愿者借出整套设备：SDR、天线、馈线、避雷器、树莓派、防水盒和电源适配器。在账户中提交申请，填写安装位置、线缆长度并附上几张照片。我们逐一审核，寄出通过审核的套件，日后也为你更换老化的配件。',
    statuses: '申请的流程：待审核 → 审核通过 → 设备已寄出（未通过时会说明原因）。',
    cta: '登录后申请',
  },
  privacy: {
    title: '你的接收机与隐私',
    body: '接收机的精确位置只用于解算飞机位置和计算覆盖范围，公开地图上仅显示近似位置。隐私政策说明了我们从接收机收集哪些信息以及原因。',
    link: '阅读隐私政策',
    terms: '阅读数据贡献者条款',
  },
  thanks: '感谢你帮助每个人看见天空。',
};
