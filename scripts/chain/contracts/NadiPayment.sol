// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// @title Pays an order: moves exactly the amount from the payer to the receiver and records the order.
/// @notice The backend (the owner, who deployed the contract) first opens the order with its payer, token
/// and amount; the payer approves exactly `amount` to this contract, then calls `pay` (or `payNative` with
/// the value), which refuses anything but the opened order's payer, token and amount. The allowance is back
/// to zero afterwards. The backend matches `Paid` to the order by `orderRef` (keccak256 of the order id).
/// Without the opening, anyone could pay someone's reference first with a worthless token of their own
/// and the reference, paid once, could never be paid for real (docs/decisions/2026-11-28-payment-contract-guarantees.md).
contract NadiPayment {
    struct Order {
        address payer;
        /// address(0): the native coin.
        address token;
        uint256 amount;
    }

    address public immutable receiver;
    /// The backend's account: the only one that opens orders.
    address public immutable owner;
    /// Order references already paid: a reference is paid once, so a payment whose hash the app lost
    /// (a reload at the wrong moment) can never be sent a second time.
    mapping(bytes32 => bool) public paid;
    /// What each opened reference must be paid with (payer zero: not opened).
    mapping(bytes32 => Order) public orders;

    event Opened(bytes32 indexed orderRef, address indexed payer, address token, uint256 amount);
    event Paid(bytes32 indexed orderRef, address indexed payer, address token, uint256 amount);

    constructor(address receiver_) {
        require(receiver_ != address(0), "NadiPayment: no receiver");
        receiver = receiver_;
        owner = msg.sender;
    }

    /// Opens (or, while unpaid, opens again with other terms) the order `orderRef`: only `payer` may pay it,
    /// with exactly `amount` of `token` (address(0) for the native coin).
    function open(bytes32 orderRef, address payer, address token, uint256 amount) external {
        require(msg.sender == owner, "NadiPayment: not the owner");
        require(!paid[orderRef], "NadiPayment: order already paid");
        require(payer != address(0), "NadiPayment: no payer");
        require(amount > 0, "NadiPayment: zero amount");
        orders[orderRef] = Order(payer, token, amount);
        emit Opened(orderRef, payer, token, amount);
    }

    /// Checks the payment against the opened order and marks the reference paid.
    function settle(bytes32 orderRef, address token, uint256 amount) private {
        require(!paid[orderRef], "NadiPayment: order already paid");
        Order memory order = orders[orderRef];
        require(order.payer != address(0), "NadiPayment: order not open");
        require(order.payer == msg.sender, "NadiPayment: not the order's payer");
        require(order.token == token, "NadiPayment: not the order's token");
        require(order.amount == amount, "NadiPayment: not the order's amount");
        paid[orderRef] = true;
    }

    function pay(bytes32 orderRef, address token, uint256 amount) external {
        require(token != address(0), "NadiPayment: no token");
        settle(orderRef, token, amount);
        require(IERC20(token).transferFrom(msg.sender, receiver, amount), "NadiPayment: transfer failed");
        emit Paid(orderRef, msg.sender, token, amount);
    }

    function payNative(bytes32 orderRef) external payable {
        settle(orderRef, address(0), msg.value);
        (bool sent, ) = receiver.call{value: msg.value}("");
        require(sent, "NadiPayment: native transfer failed");
        emit Paid(orderRef, msg.sender, address(0), msg.value);
    }
}
