import Badge from 'react-bootstrap/Badge';

/** SPEC §4 stock badges: In Stock green, Low Stock yellow, Out of Stock red, anything else Unknown (neutral outline). */
export function StockBadge({ status }: { status: string | null | undefined }) {
  if (status === 'in_stock') return <Badge bg="success">In Stock</Badge>;
  if (status === 'low_stock')
    return (
      <Badge bg="warning" text="dark">
        Low Stock
      </Badge>
    );
  if (status === 'out_of_stock') return <Badge bg="danger">Out of Stock</Badge>;
  return (
    <Badge bg="" className="border border-secondary text-body-secondary bg-transparent">
      Unknown
    </Badge>
  );
}
