/** A city's name in both languages (the Chinese one when known). */
type CityName = { en: string; zh: string | null };
import { Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What every public receiver row has: its number, name, city and state. */
interface DeviceRow {
  devId: number;
  alias: string | null;
  city: CityName | null;
  online: boolean;
}

/**
 * The columns every receiver table shows the same way: the name linking to the receiver's page
 * (its number when unnamed), the city in the reader's language, online or offline.
 */
export function useDeviceColumns<T extends DeviceRow>(titles: {
  device: string;
  city: string;
  status: string;
}): { device: ColumnType<T>; city: ColumnType<T>; status: ColumnType<T> } {
  const { t, i18n } = useTranslation();
  const zh = i18n.language.startsWith('zh');
  return {
    device: {
      key: 'device',
      title: titles.device,
      render: (_, row) => (
        <Link to={`/device/index/${row.devId}`}>
          {row.alias ?? t('deviceMap.deviceNumber', { id: row.devId })}
        </Link>
      ),
    },
    city: {
      key: 'city',
      title: titles.city,
      render: (_, row) => (row.city ? ((zh ? row.city.zh : null) ?? row.city.en) : '–'),
    },
    status: {
      key: 'status',
      title: titles.status,
      render: (_, row) =>
        row.online ? (
          <Tag color="green">{t('deviceMap.online')}</Tag>
        ) : (
          <Tag>{t('deviceMap.offline')}</Tag>
        ),
    },
  };
}

/** A searched, paged receiver table's request: a new search or page size goes to page 1. */
export function usePagedSearch() {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const [search, setSearch] = useState('');
  return {
    query: { page, size, search: search || undefined },
    key: `${page}:${size}:${search}`,
    search: (value: string) => {
      setSearch(value.trim());
      setPage(1);
    },
    pagination: (total: number) => ({
      current: page,
      pageSize: size,
      total,
      showSizeChanger: true,
      pageSizeOptions: [10, 20, 50, 100],
      onChange: (next: number, nextSize: number) => {
        setPage(nextSize === size ? next : 1);
        setSize(nextSize);
      },
    }),
  };
}
